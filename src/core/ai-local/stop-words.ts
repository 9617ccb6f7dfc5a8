// Spanish function words and very common verb forms, written without accents because they are
// compared with normalized tokens.
const WORDS = `
a al algo algun alguna algunas alguno algunos ante antes aquel aquella aquellas aquello aquellos aqui asi aun aunque
bajo bien cabe cada casi como con conmigo contra cual cuales cualquier cualquiera cuando cuanto cuantos cuya cuyas cuyo cuyos
de del desde donde dos durante e el ella ellas ello ellos en encima entonces entre era eran eres es esa esas ese eso esos esta
estaba estaban estan estar estas este esto estos estoy fue fueron fuera fueran ha haber habia habian han has hasta hay
haya hayan he hubiera hubiere hubieren la las le les lo los mas me mediante menos mi mis mismo misma mismos mismas mucho muchos
muy nada ni ninguna ninguno no nos nosotros nuestra nuestras nuestro nuestros o os otra otras otro otros para pero poco por
porque pues que quien quienes se sea sean segun ser sera seran si sido siempre sin sino sobre solo son su sus tal tambien tan
tanto te tener tiene tienen toda todas todo todos tras tu tus u un una unas uno unos usted ustedes vez y ya yo puede pueden
podra podran debe deben debera deberan cuya dicha dicho dichas dichos cual cuales asimismo ademas tanto caso forma parte
hace hacer cuenta dentro fin lugar modo manera respecto traves vez veces dos tres otra otro cada
`;

export const STOP_WORDS: ReadonlySet<string> = new Set(WORDS.split(/\s+/).filter(Boolean));
