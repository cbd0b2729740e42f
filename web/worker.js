// Starts the solver worker (web/worker.wasm, built from app/worker) in a
// dedicated Web Worker. wasm_exec.js is the one go-app serves at the root
// (and `pencilbox static` writes there), so it always matches the Go that
// built the wasm files.
//
// If the Go program cannot start, or ever exits, the page is told with an
// {"exit":true} message so it can fail pending calls and start a new worker.
"use strict";

importScripts("../wasm_exec.js");

function reportExit(error) {
  const msg = { exit: true };
  if (error) {
    msg.error = "worker: " + String(error && error.message ? error.message : error);
  }
  postMessage(JSON.stringify(msg));
}

async function instantiate(go) {
  const url = "worker.wasm"; // relative to this script: /web/worker.wasm
  if (WebAssembly.instantiateStreaming) {
    try {
      return await WebAssembly.instantiateStreaming(fetch(url), go.importObject);
    } catch (err) {
      // A server (or a cache) without the application/wasm type makes the
      // streaming path fail; the array-buffer path does not care.
      console.warn("worker: instantiateStreaming failed, retrying without it:", err);
    }
  }
  const resp = await fetch(url);
  if (!resp.ok) {
    throw new Error("fetching " + url + " failed: " + resp.status + " " + resp.statusText);
  }
  return await WebAssembly.instantiate(await resp.arrayBuffer(), go.importObject);
}

(async () => {
  try {
    const go = new Go();
    const result = await instantiate(go);
    await go.run(result.instance);
    reportExit("the Go program exited");
  } catch (err) {
    console.error("worker:", err);
    reportExit(err);
  }
})();
