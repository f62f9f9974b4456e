import { PENDING_WRITES_DB, PENDING_WRITES_STORE } from "./pending-writes";
import { UNSENT_PREFIX } from "./survey-device-copy";

/**
 * A survey screen in the server's HTML hydrates on the client's first tap (lib/paint-first.server.ts), except when
 * this device still holds answers of that survey that the server has not seen (typed offline, or in the last
 * moments before the page went away): the page then hydrates at once, so they are shown and sent without waiting
 * for a tap (components/survey-session.tsx applies and sends them).
 *
 * The source of an ES5 function, run by the page's inline loader with the function that starts hydration. It reads
 * the response's id from the address (`?surveyResponseId=` or `/survey/{id}`), the unsent answers in localStorage
 * and the count of its writes in the IndexedDB queue (lib/pending-writes.ts); it creates nothing (a database that
 * does not exist yet stays so) and fails silently. No `<` in it, so it cannot end its `<script>`.
 */
export const KEPT_WRITES_CHECK =
  `function(now){try{var q=/[?&]surveyResponseId=([^&#]+)/.exec(location.search),p=/^\\/survey\\/([^\\/?#]+)/.exec(location.pathname),` +
  `id=decodeURIComponent((q||p||[])[1]||"");if(!id)return;` +
  `try{if(localStorage.getItem(${JSON.stringify(UNSENT_PREFIX)}+id))return now()}catch(e){}` +
  `if(!window.indexedDB)return;var o=indexedDB.open(${JSON.stringify(PENDING_WRITES_DB)},1);` +
  `o.onupgradeneeded=function(){o.transaction.abort()};o.onsuccess=function(){var db=o.result;try{` +
  `var c=db.transaction(${JSON.stringify(PENDING_WRITES_STORE)}).objectStore(${JSON.stringify(PENDING_WRITES_STORE)}).index("byResponse").count(id);` +
  `c.onsuccess=function(){db.close();if(c.result)now()};c.onerror=function(){db.close()}}catch(e){db.close()}}}catch(e){}}`;
