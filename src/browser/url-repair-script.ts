/**
 * Part of the inline head script (head-script.ts), run before the app's code: a path with a "%"
 * that starts no escape, or escapes that are not UTF-8 (/quickstart/%ZZ/), made Gatsby's router
 * throw URIError while its module loaded, so the page (the not-found page: no page of the site
 * has such a path) never started. The "%" of each escape that does not decode is dropped from the
 * address (/quickstart/ZZ/). Not written as "%25": Gatsby's loader decodes a path twice, and
 * "%25ZZ" fails the second time. Paths that decode are left alone.
 */
export function urlRepairScript(): string {
  return `(function(){var l=location,p=l.pathname;try{decodeURI(p)}catch(e){p=p.replace(/(?:%[0-9A-Fa-f]{2})+|%/g,function(r){try{decodeURIComponent(r);return r}catch(x){return r.replace(/%/g,"")}});try{history.replaceState(history.state,"",p+l.search+l.hash)}catch(x){}}})();`;
}
