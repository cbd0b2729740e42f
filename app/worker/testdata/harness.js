// Runs worker.wasm in node the way web/worker.js runs it in a browser
// worker: postMessage and onmessage on the global object. Usage:
//   node harness.js WASM_EXEC_DIR worker.wasm REQUEST_JSON...
// Each message the worker posts is printed on its own line; the requests
// are delivered after the worker says it is ready, and the harness exits
// once every request has its final answer (or after 60 s).
"use strict";
const [dir, wasm, ...requests] = process.argv.slice(2);
globalThis.require = require;
globalThis.fs = require("fs");
globalThis.path = require("path");
globalThis.crypto ??= require("crypto");
require(require("path").join(dir, "wasm_exec.js"));

// A request that is not JSON is answered with id 0.
const open = new Set(requests.map((r) => { try { return JSON.parse(r).id; } catch { return 0; } }));
let sent = false;
globalThis.postMessage = (m) => {
  console.log(m);
  const msg = JSON.parse(m);
  if (msg.ready && !sent) {
    sent = true;
    // Deliver asynchronously, like a browser's event loop would.
    setTimeout(() => requests.forEach((r) => globalThis.onmessage({ data: r })), 0);
    return;
  }
  if (!msg.progress && open.delete(msg.id) && open.size === 0) {
    process.exit(0);
  }
};
setTimeout(() => { console.log("TIMEOUT"); process.exit(2); }, 60000);
const go = new Go();
WebAssembly.instantiate(fs.readFileSync(wasm), go.importObject)
  .then((r) => go.run(r.instance))
  .then(() => console.log("EXITED"));
