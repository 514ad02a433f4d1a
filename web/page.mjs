// `web/page.mjs`
// ===========================
// The page's JavaScript: it starts the WebAssembly MicroPython, writes the device's files into
// its file system (drive.json, made by `python -m tools.web`), starts the app through the
// Python module `page` (web/page.py), then runs one frame of the app per animation frame:
// it draws the screen (RGB565 in the VM's memory) on the canvas, the five lights over it,
// plays the tone, keeps the save slot in localStorage and reloads when the app asks. Keys and
// the drawn buttons become button presses. Python's output goes to the console, and any
// error is shown on the page.
//
// Test mode, `?clock=manual`: no animation frames; `window.latice.frames(n)` runs n frames of
// a simulated clock that starts at 0 and adds 20 ms a frame (as tools/simulate.py does).
// `?seeds=1,2,3` hands the app those game seeds first; `?kiosk=1` runs it as a store's kiosk.
import "./micropython.mjs";

const WIDTH = 160;
const HEIGHT = 128;
const FRAME_MS = 20;          // lib/shell/frames.py's frame, for the simulated clock
const CLOCK_WRAP = 2 ** 29;   // page.step's clock stays a small int in MicroPython
const HEAP_BYTES = 4 * 1024 * 1024;   // the VM's first heap: it grows on demand
const SAVE_KEY = "latice.nvm";
const DAMAGED_KEY = "latice.nvm.damaged";   // a save that could not be read, kept
const NOTICE_MS = 6000;       // how long a notice stays over the screen
const LOUDEST = 0.2;          // the oscillator's gain at loudness 100: a small speaker
const TIMED_FRAMES = 100000;  // how many frames' work times are kept for latice.timings()
// The simulator's keys (boards/desktop.py); the numbers are page.key's buttons.
const KEYS = { ArrowUp: 0, ArrowDown: 1, ArrowLeft: 2, ArrowRight: 3, z: 4, x: 5,
               Enter: 6, Backspace: 7 };
const BUTTONS = 8;

const params = new URLSearchParams(location.search);
const manualClock = params.get("clock") === "manual";
const canvas = document.getElementById("screen");
const context = canvas.getContext("2d");
const image = context.createImageData(WIDTH, HEIGHT);
const message = document.getElementById("message");
const lightSpots = document.querySelectorAll(".lights span");

// RGB565 to RGB888 as the desktop simulator shows it: value * 255 // top, rounded down.
const RED = Array.from({ length: 32 }, (_, value) => Math.floor(value * 255 / 31));
const GREEN = Array.from({ length: 64 }, (_, value) => Math.floor(value * 255 / 63));

let mp = null;
let page = null;
let stopped = false;
let clock = 0;
let shownBrightness = 100;
const workTimes = [];

function fail(error) {
  const text = error && error.message ? error.message : String(error);
  if (window.latice) {
    if (window.latice.failure !== null) return;   // the first error is the one to read
    window.latice.failure = text;
  }
  stopped = true;
  console.error(error);
  message.classList.remove("loading");
  message.textContent = "The game stopped:\n" + text;
  message.hidden = false;
}

// -- loading ------------------------------------------------------------------------------------

function bytesOf(base64) {
  const text = atob(base64);
  const bytes = new Uint8Array(text.length);
  for (let index = 0; index < text.length; index++) bytes[index] = text.charCodeAt(index);
  return bytes;
}

function savedSlot() {
  try {
    return localStorage.getItem(SAVE_KEY) || "";
  } catch (error) {
    console.warn("no saved game: the browser keeps no local storage here", error);
    return "";
  }
}

function checkedSeeds() {
  const seeds = params.get("seeds") || "";
  if (!/^(\d+(,\d+)*)?$/.test(seeds)) {
    throw new Error(`?seeds= takes whole numbers separated by commas, not "${seeds}"`);
  }
  return seeds;
}

async function start() {
  const seeds = checkedSeeds();
  const response = await fetch("drive.json");
  if (!response.ok) {
    throw new Error(`cannot load drive.json: ${response.status} ${response.statusText}`);
  }
  const drive = await response.json();
  mp = await globalThis.loadMicroPython({
    heapsize: HEAP_BYTES,
    linebuffer: true,
    // The app prints the traceback of an error it recovered from on its console: on the
    // page's console that is an error, not a log line, though the game goes on.
    stdout: (line) => (line.startsWith("Traceback") ? console.error : console.log)(line),
    stderr: (line) => console.error(line),
  });
  for (const [path, data] of Object.entries(drive.files)) {
    mp.FS.mkdirTree(path.slice(0, path.lastIndexOf("/")) || "/");
    mp.FS.writeFile(path, bytesOf(data));
  }
  mp.runPython(`import sys\nsys.path.clear()\nsys.path.extend(${JSON.stringify(drive.path)})`);
  page = mp.pyimport("page");
  const entropy = crypto.getRandomValues(new Uint32Array(1))[0] >>> 1;
  const kiosk = params.get("kiosk") === "1" ? 1 : 0;
  const saved = savedSlot();
  let notice = "";
  try {
    page.start(seeds, kiosk, saved, entropy);
  } catch (error) {
    if (!saved) throw error;
    notice = setAside(saved, error);   // the app starts afresh; the bad copy is kept
    page.start(seeds, kiosk, "", entropy);
  }
  draw();
  message.hidden = !notice;
  message.classList.remove("loading");
  message.textContent = notice;
  if (notice) setTimeout(() => { message.hidden = true; }, NOTICE_MS);
  if (manualClock) {
    runFrame(0);           // the simulator's first frame, at 0, when it starts
    clock = FRAME_MS;
  } else {
    requestAnimationFrame(animate);
  }
}

// -- one frame --------------------------------------------------------------------------------

function runFrame(now) {
  const began = performance.now();
  if (page.step(now)) draw();
  showBrightness(page.brightness());
  const lights = page.lights();
  if (lights) showLights(lights);
  sound.play(page.tone(), page.loudness());
  const saved = page.saved();
  if (saved) keep(saved);
  if (page.restart_asked()) {
    stopped = true;
    location.reload();
  }
  if (workTimes.length >= TIMED_FRAMES) workTimes.shift();
  workTimes.push(performance.now() - began);
}

function animate(time) {
  if (stopped) return;
  try {
    runFrame(Math.round(time) % CLOCK_WRAP);
  } catch (error) {
    fail(error);
    return;
  }
  requestAnimationFrame(animate);
}

// The frame is RGB565, a pixel in two bytes, little-endian, row after row, in the VM's memory
// at page.pixels(). This build of the VM exports no view of its memory but getValue, which
// reads it as it is now (it may grow): one 16-bit read a pixel.
function draw() {
  const rgba = image.data;
  const address = page.pixels();
  if (address % 2 !== 0) throw new Error(`page.pixels() gave an odd address, ${address}`);
  for (let to = 0, from = address; to < rgba.length; to += 4, from += 2) {
    const pixel = mp._module.getValue(from, "i16") & 0xffff;
    rgba[to] = RED[pixel >> 11];
    rgba[to + 1] = GREEN[(pixel >> 5) & 63];
    rgba[to + 2] = RED[pixel & 31];
    rgba[to + 3] = 255;
  }
  context.putImageData(image, 0, 0);
}

// The app dims the backlight after a while without a button, as on a board.
function showBrightness(percent) {
  if (percent === shownBrightness) return;
  shownBrightness = percent;
  canvas.style.filter = percent >= 100 ? "" : `brightness(${percent}%)`;
}

function showLights(colours) {
  colours.split(",").forEach((colour, index) => {
    const spot = lightSpots[index];
    if (!spot) return;
    const lit = colour !== "000000";
    spot.style.background = "#" + colour;
    spot.style.boxShadow = lit ? `0 0 0.8rem #${colour}` : "none";
  });
}

// The saved slot this browser holds cannot be read (page.start refused it before using any of
// it): keep it under another name, where nothing overwrites it, and say so.
function setAside(saved, error) {
  console.warn("the saved game in this browser cannot be read:", error.message);
  try {
    localStorage.setItem(DAMAGED_KEY, saved);
    localStorage.removeItem(SAVE_KEY);
  } catch (storageError) {
    console.error("the damaged save could not be set aside", storageError);
  }
  return `The saved game in this browser could not be read; it is kept as ${DAMAGED_KEY}, ` +
         "and a new one starts.";
}

function keep(saved) {
  try {
    localStorage.setItem(SAVE_KEY, saved);
  } catch (error) {
    console.error("the game could not be saved in this browser", error);
  }
}

// -- sound: one oscillator, started at the first key or tap (browsers insist) --------------

const sound = {
  audio: null,
  gain: null,
  oscillator: null,
  frequency: 0,
  loudness: 0,

  wake() {
    if (this.audio) {
      if (this.audio.state === "suspended") this.audio.resume();
      return;
    }
    this.audio = new AudioContext();
    this.gain = this.audio.createGain();
    this.gain.gain.value = 0;
    this.gain.connect(this.audio.destination);
    this.oscillator = this.audio.createOscillator();
    this.oscillator.type = "sine";
    this.oscillator.connect(this.gain);
    this.oscillator.start();
    this.apply();
  },

  play(frequency, loudness) {
    if (frequency === this.frequency && loudness === this.loudness) return;
    this.frequency = frequency;
    this.loudness = loudness;
    this.apply();
  },

  apply() {
    if (!this.audio) return;
    const at = this.audio.currentTime;
    const level = this.frequency > 0 ? LOUDEST * this.loudness / 100 : 0;
    if (this.frequency > 0) this.oscillator.frequency.setValueAtTime(this.frequency, at);
    this.gain.gain.setTargetAtTime(level, at, 0.005);   // a few ms of fade: no click
  },
};

// -- buttons: the keyboard and the drawn ones; a button is down while anything holds it ----

const holders = Array.from({ length: BUTTONS }, () => new Set());
const drawnKeys = document.querySelectorAll(".key[data-key]");

function hold(button, holder, down) {
  if (!page || stopped) return;
  const set = holders[button];
  const wasDown = set.size > 0;
  if (down) set.add(holder);
  else set.delete(holder);
  const isDown = set.size > 0;
  if (isDown === wasDown) return;
  try {
    page.key(button, isDown ? 1 : 0);
  } catch (error) {
    fail(error);
  }
  for (const element of drawnKeys) {
    if (Number(element.dataset.key) === button) element.classList.toggle("held", isDown);
  }
}

function keyButton(event) {
  const name = event.key.length === 1 ? event.key.toLowerCase() : event.key;
  return KEYS[name];
}

window.addEventListener("keydown", (event) => {
  const button = keyButton(event);
  if (button === undefined || event.ctrlKey || event.metaKey || event.altKey) return;
  event.preventDefault();   // no scrolling on the arrows, no going back on Backspace
  sound.wake();
  if (!event.repeat) hold(button, "key " + event.code, true);
});

window.addEventListener("keyup", (event) => {
  const button = keyButton(event);
  if (button === undefined) return;
  event.preventDefault();
  hold(button, "key " + event.code, false);
});

// A key held while the window loses focus never sends its keyup.
window.addEventListener("blur", () => {
  holders.forEach((set, button) => {
    for (const holder of [...set]) hold(button, holder, false);
  });
});

for (const element of drawnKeys) {
  const button = Number(element.dataset.key);
  element.addEventListener("pointerdown", (event) => {
    event.preventDefault();
    sound.wake();
    hold(button, "pointer " + event.pointerId, true);
  });
  for (const kind of ["pointerup", "pointerleave", "pointercancel"]) {
    element.addEventListener(kind, (event) => hold(button, "pointer " + event.pointerId, false));
  }
  element.addEventListener("contextmenu", (event) => event.preventDefault());
}

// -- the screen's size: the largest whole number of device pixels per game pixel -----------

function fit() {
  const cell = canvas.parentElement;
  const border = canvas.offsetWidth - canvas.clientWidth;
  const ratio = window.devicePixelRatio || 1;
  const scale = Math.max(1, Math.floor(Math.min(
    (cell.clientWidth - border) * ratio / WIDTH, (cell.clientHeight - border) * ratio / HEIGHT)));
  canvas.style.width = `${WIDTH * scale / ratio}px`;
  canvas.style.height = `${HEIGHT * scale / ratio}px`;
}

new ResizeObserver(fit).observe(canvas.parentElement);
window.addEventListener("resize", fit);

// -- what the tests (and a curious player, in the console) can reach ----------------------

function picture() {
  let text = "";
  for (const byte of image.data) text += String.fromCharCode(byte);
  return btoa(text);
}

function timings() {
  const sorted = [...workTimes].sort((a, b) => a - b);
  return { frames: sorted.length, median: sorted[Math.floor(sorted.length / 2)],
           worst: sorted[sorted.length - 1] };
}

function frames(count) {
  if (!manualClock) throw new Error("latice.frames() needs the page opened with ?clock=manual");
  if (!page) throw new Error("the game has not started");
  for (let index = 0; index < count && !stopped; index++) {
    try {
      runFrame(clock);
    } catch (error) {
      fail(error);
    }
    clock = (clock + FRAME_MS) % CLOCK_WRAP;
  }
  if (stopped) throw new Error("the game stopped: " + message.textContent);
}

const ready = start().then(() => {
  window.latice.startedMs = performance.now();
}, (error) => {
  fail(error);
  throw error;
});

window.latice = { ready, frames, picture, timings, screen: () => page.screen(),
                  startedMs: null, failure: null };
window.addEventListener("error", (event) => fail(event.error || event.message));
window.addEventListener("unhandledrejection", (event) => fail(event.reason));
