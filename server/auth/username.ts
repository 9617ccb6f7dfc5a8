// The skeleton of a username, in the spirit of Unicode TR39 (Confusable Detection): two names
// with the same skeleton look alike, whatever their case or script ('alice', 'Alice', Cyrillic
// 'аlice', 'a1ice'). It is stored in users.username_skeleton under a unique index and never
// shown. Case is folded first, so look-alikes are compared in lower case (an upper-case Greek
// Eta and a Latin H are told apart, their lower cases are not alike). The mapping is the
// Unicode confusables table as the unhomoglyph package ships it.
import unhomoglyph from 'unhomoglyph';

export function usernameSkeleton(username: string): string {
  return unhomoglyph(username.normalize('NFKC').toLowerCase().normalize('NFD')).normalize('NFD');
}
