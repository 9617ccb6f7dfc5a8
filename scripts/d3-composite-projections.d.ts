// Types for the one source module of d3-composite-projections the map script imports.
declare module 'd3-composite-projections/src/conicConformalSpain.js' {
  import type { GeoProjection } from 'd3-geo';

  interface GeoCompositeProjection extends GeoProjection {
    getCompositionBorders(): string;
  }
  export default function geoConicConformalSpain(): GeoCompositeProjection;
}
