// `tools/device/micropython_run.mjs`
// ===========================
// Runs Python code under a real MicroPython (the WebAssembly port from npm) for the tests and
// the benchmarks. Reads a JSON job on standard input:
//   {"heapsize": bytes, "files": {"/lib/engine/game.py": "source", ...}, "code": "source",
//    "base64": false, "loop": "more = game.step()"}
// writes the files into MicroPython's file system (/lib is on its sys.path; with "base64"
// true their contents are base64, for binary files), runs the code (top-level `await` works)
// and, if there is a "loop", runs it again and again while it leaves the global `more` true;
// it prints what they print. Each loop run is a call from JavaScript: this MicroPython
// collects garbage only then (its `gc.collect()` asks for a collection at the next call). An
// uncaught Python exception prints its traceback on stderr and exits with 1; `sys.exit(n)`
// exits with n.
import "@micropython/micropython-webassembly-pyscript";

// MicroPython hands over its output one byte at a time. Collect the bytes and write whole
// lines, and write what is left at the end (the port's own line buffer would drop a last
// line that has no newline).
function byteWriter(stream) {
  let pending = [];
  return {
    write(bytes) {
      for (const byte of bytes) {
        pending.push(byte);
        if (byte === 10) this.flush();
      }
    },
    flush() {
      if (pending.length > 0) stream.write(Buffer.from(pending));
      pending = [];
    },
  };
}

const chunks = [];
for await (const chunk of process.stdin) chunks.push(chunk);
const job = JSON.parse(Buffer.concat(chunks).toString("utf8"));

// MicroPython's collector takes any word that looks like an address in its heap for a
// pointer. This port's heap would sit low in WebAssembly's memory, where small numbers (a
// class's packed slots, a colour) read as addresses and keep blocks alive at random, which a
// board never sees: its RAM starts at 0x20000000. So the heap is placed above that, by
// taking the room below it just before the port allocates its heap (the package sets
// globalThis.Module between making its module and starting MicroPython).
const BOARD_RAM_START = 0x20000000;
let heldModule;
Object.defineProperty(globalThis, "Module", {
  configurable: true,
  get() { return heldModule; },
  set(module) {
    heldModule = module;
    module._malloc(BOARD_RAM_START);
  },
});

const stdout = byteWriter(process.stdout);
const stderr = byteWriter(process.stderr);
const mp = await globalThis.loadMicroPython({
  heapsize: job.heapsize,
  linebuffer: false,
  stdout: (bytes) => stdout.write(bytes),
  stderr: (bytes) => stderr.write(bytes),
});
for (const [path, data] of Object.entries(job.files)) {
  const folder = path.slice(0, path.lastIndexOf("/"));
  if (folder) mp.FS.mkdirTree(folder);
  mp.FS.writeFile(path, job.base64 ? Buffer.from(data, "base64") : data);
}

try {
  await mp.runPythonAsync(job.code);
  if (job.loop) {
    do {
      mp.runPython(job.loop);
    } while (mp.globals.get("more"));
  }
} catch (error) {
  stdout.flush();
  // A Python exception arrives as a PythonError whose message is the whole traceback.
  const message = error.message || String(error);
  const exit = error.type === "SystemExit" && message.match(/SystemExit: ?(\d*)\s*$/);
  if (exit) {
    process.exitCode = exit[1] === "" ? 0 : Number(exit[1]);
  } else {
    stderr.write(Buffer.from(message.trimEnd() + "\n"));
    process.exitCode = 1;
  }
}
stdout.flush();
stderr.flush();
