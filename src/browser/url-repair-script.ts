/**
 * Part of the inline head script (head-script.ts), run before the app's code: it sends an
 * address Gatsby's router cannot take as a path to one it can, with one `location.replace`,
 * before anything is painted. The router decodes a path (twice, in its loader) and then cuts it
 * at "?" and "#", so these paths broke it:
 * - a "%" that starts no escape, or escapes that are not UTF-8 (/quickstart/%ZZ/): URIError while
 *   its module loaded, and the page never started. The "%" of each such escape is dropped
 *   (/quickstart/ZZ/), not written as "%25", which fails the second decoding.
 * - an encoded "?" or "#" (/search%3Fq%3Dmetrics, a link encoded twice by a mail tracker): the
 *   loader's key and the page's stopped agreeing, and the page went blank. What follows it was
 *   meant as the query or the hash, so it becomes that (/search?q=metrics).
 * - an encoded "%", "\" or control character (/100%25-accurate/, /%5C/, /%00/): a not-found page
 *   that never started. These escapes are dropped.
 * - an encoded character that decodeURI keeps encoded and decodeURIComponent does not
 *   (";", ":", "@", "&", "=", "+", "$", ","; /%3D/): the router used both, its keys disagreed and
 *   the page went blank. These are written as the characters themselves, which a path may hold.
 * The repaired address is loaded from the server, so its HTML is the page's own and hydration
 * never meets another page's markup. A repaired address needs no repair, so this never loops.
 */

/** Escapes the router cannot keep in a path: "%", "\", control characters (and "?", "#", split off first). */
const UNROUTABLE_ESCAPE = "%(?:[01][0-9A-Fa-f]|7[Ff]|25|5[Cc])";
/** Escapes of the reserved characters that decodeURI leaves encoded, other than "/", "?" and "#". */
const RESERVED_ESCAPE = "%(?:3[BbADd]|40|2[6BbCc4])";

export function urlRepairScript(): string {
  // l: location; p: the path being repaired; q, h: query and hash; r: the part after an encoded "?" or "#".
  return `(function(){var l=location,p=l.pathname,q=l.search,h=l.hash,i,r;try{decodeURI(p)}catch(e){p=p.replace(/(?:%[0-9A-Fa-f]{2})+|%/g,function(s){try{decodeURIComponent(s);return s}catch(x){return s.replace(/%/g,"")}})}i=p.search(/%(?:3[Ff]|23)/);if(i>=0){try{r=decodeURIComponent(p.slice(i))}catch(x){r=""}p=p.slice(0,i);if(r.charAt(0)==="?"){var j=r.indexOf("#");if(j>=0){if(!h)h=r.slice(j);r=r.slice(0,j)}q=r+(q?"&"+q.slice(1):"")}else if(!h){h=r}}p=p.replace(/${UNROUTABLE_ESCAPE}/g,"").replace(/${RESERVED_ESCAPE}/g,decodeURIComponent).replace(/\\/{2,}/g,"/");if(p+q+h!==l.pathname+l.search+l.hash)l.replace(l.origin+p+q+h)})();`;
}
