"use strict";

// The workshop page: draws the phone the server describes, sends gestures, shows and plays what
// VoiceOver says. Messages are described in Sources/Workshop/Protocol.

const params = new URLSearchParams(location.search);
const token = params.get("token");
const followCode = params.get("follow");

const $ = (id) => document.getElementById(id);

/// What the page knows, readable by tests through window.earshotWorkshop.
const state = {
  session: null,
  presenter: !followCode,
  focus: null,
  rotor: "",
  sampleRate: 22050,
  scale: 1,
  scrollY: 0,
  lastSaid: "",
  /// The stream of the last utterance said; its audio is tagged with it.
  lastSaidStream: null,
  /// How much later than it could the page handled the server's last `said`, in milliseconds.
  lagMs: 0,
  said: [],
  errors: [],
  diagnostics: [],
  stats: {
    frames: 0, bytes: 0, decodedSeconds: 0, streamsEnded: 0, interrupted: 0, playbackStops: 0,
    /// The stream of the last frame played (frames of interrupted streams are dropped).
    lastFrameStream: null,
    /// Audio buffers scheduled or playing now.
    playing: 0,
  },
};
/// The page's sound: "none" before any, then the audio context's state ("suspended" while the
/// browser waits for a click or a key, "running").
Object.defineProperty(state, "sound", { get: () => (player.context ? player.context.state : "none"), enumerable: true });
window.earshotWorkshop = state;

// MARK: - Audio

/// Plays each stream's PCM frames one after another; a new gesture stops everything at once.
class Player {
  constructor() {
    this.context = null;
    this.gain = null;
    this.sources = new Set();
    this.nextTime = 0;
    this.streamStarts = new Map();
    /// When each stream's audio scheduled so far ends, in the context's time.
    this.streamEnds = new Map();
    this.current = 0;
    /// Timers that highlight words of streams scheduled to play: an interruption cancels them.
    this.wordTimers = new Set();
    this.muted = false;
    /// Whether the page asked for a click to start its sound.
    this.waiting = false;
  }

  ensure() {
    if (!this.context) {
      this.context = new AudioContext({ sampleRate: state.sampleRate });
      this.gain = this.context.createGain();
      this.gain.connect(this.context.destination);
      this.gain.gain.value = this.muted ? 0 : 1;
    }
    if (this.context.state === "suspended") {
      this.context.resume().then(() => {
        // Only the request for a click gives way: what the key itself showed stays.
        if (this.waiting && $("status").textContent === waitingForSound) setStatus("Connected");
        this.waiting = false;
      });
    }
  }

  setMuted(muted) {
    this.muted = muted;
    if (this.gain) this.gain.gain.value = muted ? 0 : 1;
  }

  /// Stops what is playing; frames of streams before `from` are dropped when they arrive.
  interrupt(from) {
    const now = this.context ? this.context.currentTime : 0;
    for (const [stream, end] of this.streamEnds) if (end > now) markCut(stream);
    for (const source of this.sources) {
      try { source.stop(); } catch (_) { /* already ended */ }
    }
    if (this.sources.size > 0) state.stats.playbackStops += 1;
    this.sources.clear();
    state.stats.playing = 0;
    this.nextTime = 0;
    this.streamStarts.clear();
    this.streamEnds.clear();
    for (const timer of this.wordTimers) clearTimeout(timer);
    this.wordTimers.clear();
    this.current = from;
  }

  /// Calls `highlight` when `sample` of `stream` is heard: now when the stream is not playing
  /// (or the page is muted), never when the stream was interrupted.
  atSample(stream, sample, highlight) {
    if (stream < this.current) return;
    const delay = this.delayUntil(stream, sample);
    if (delay === null || this.muted) {
      highlight();
      return;
    }
    const timer = setTimeout(() => {
      this.wordTimers.delete(timer);
      highlight();
    }, Math.max(0, delay * 1000));
    this.wordTimers.add(timer);
  }

  play(stream, samples) {
    if (stream < this.current) return;
    this.ensure();
    if (this.context.state === "suspended" && !state.presenter && !this.waiting) {
      this.waiting = true;
      setStatus(waitingForSound);
    }
    state.stats.lastFrameStream = stream;
    const buffer = this.context.createBuffer(1, samples.length, state.sampleRate);
    const channel = buffer.getChannelData(0);
    for (let i = 0; i < samples.length; i++) channel[i] = samples[i] / 32768;
    state.stats.decodedSeconds += buffer.duration;
    const source = this.context.createBufferSource();
    source.buffer = buffer;
    source.connect(this.gain);
    const start = Math.max(this.context.currentTime + 0.03, this.nextTime);
    if (!this.streamStarts.has(stream)) this.streamStarts.set(stream, start);
    source.start(start);
    this.nextTime = start + buffer.duration;
    this.streamEnds.set(stream, this.nextTime);
    this.sources.add(source);
    state.stats.playing = this.sources.size;
    source.onended = () => {
      this.sources.delete(source);
      state.stats.playing = this.sources.size;
    };
  }

  /// Seconds from now until `sample` of `stream` is heard; null when the stream is not playing.
  delayUntil(stream, sample) {
    if (!this.context || !this.streamStarts.has(stream)) return null;
    return this.streamStarts.get(stream) + sample / state.sampleRate - this.context.currentTime;
  }
}

const waitingForSound = "Click anywhere or press a key to hear the presenter.";
const player = new Player();

// Browsers start a page's sound only after a click or a key on it; a follower's page gets speech
// before anyone has touched it, so any click or key starts it.
for (const type of ["pointerdown", "keydown"]) {
  document.addEventListener(type, () => player.context && player.ensure(), { capture: true });
}

// MARK: - Connection

let socket = null;

function connect() {
  const query = new URLSearchParams();
  if (followCode) query.set("follow", followCode);
  if (token) query.set("token", token);
  const scheme = location.protocol === "https:" ? "wss:" : "ws:";
  socket = new WebSocket(`${scheme}//${location.host}/ws?${query}`);
  socket.binaryType = "arraybuffer";
  socket.onopen = () => setStatus("Connected");
  // A page turned away is told why just before its connection closes: the reason stays shown.
  socket.onclose = (event) => setStatus(state.session === null && state.errors.length > 0
    ? `Refused: ${state.errors[state.errors.length - 1]}. Reload the page to try again.`
    : `Disconnected${event.reason ? ": " + event.reason : ""}. Reload the page to start again.`);
  socket.onmessage = (event) => {
    if (typeof event.data === "string") receive(JSON.parse(event.data));
    else receiveAudio(event.data);
  };
}

function send(message) {
  if (socket && socket.readyState === WebSocket.OPEN) socket.send(JSON.stringify(message));
}

function setStatus(text) {
  $("status").textContent = text;
}

/// A frame (Sources/Workshop/Sessions/AudioFrame.swift): its stream, its word marks, its samples.
function receiveAudio(data) {
  const view = new DataView(data);
  if (data.byteLength < 8) return;
  const stream = view.getUint32(0, true);
  const marks = view.getUint32(4, true);
  const header = 8 + marks * 8;
  if (data.byteLength < header) return;
  state.stats.frames += 1;
  state.stats.bytes += data.byteLength;
  if (data.byteLength > header) player.play(stream, new Int16Array(data.slice(header)));
  for (let index = 0; index < marks; index += 1) {
    const part = view.getUint32(8 + index * 8, true);
    const sample = view.getUint32(12 + index * 8, true);
    player.atSample(stream, sample, () => highlightPart(stream, part));
  }
}

const handlers = {
  welcome(message) {
    state.session = message.session;
    state.presenter = message.presenter;
    state.sampleRate = message.sampleRate;
    $("session-line").hidden = false;
    $("session-code").textContent = message.session;
    $("role").textContent = message.presenter ? "(you present)" : "(you follow it)";
    const link = new URL(location.origin + "/");
    link.searchParams.set("follow", message.session);
    if (token) link.searchParams.set("token", token);
    $("follow-link").href = link.toString();
    $("own-session").hidden = message.presenter;
    fillSelect($("locale"), message.locales);
    fillSelect($("screen-select"), message.screens);
    for (const control of document.querySelectorAll(".side button[data-gesture], #stop-speech, .settings select, .settings input")) {
      control.disabled = !message.presenter;
    }
    document.title = `Earshot workshop: ${message.file.split("/").pop()}`;
  },

  screen(message) {
    $("load-error").hidden = true;
    $("phone").hidden = false;
    state.diagnostics = [];
    drawScreen(message);
    drawVoiceControl(message);
    // The content may have scrolled under the ring.
    if (state.focus) showFocus(state.focus);
    $("locale").value = message.locale;
    const screens = $("screen-select");
    if (Array.from(screens.options, (option) => option.value).join("\n") !== message.screens.join("\n")) {
      fillSelect(screens, message.screens);
    }
    screens.value = message.name;
  },

  settings(message) {
    $("hints").checked = message.hints;
    $("hint-delay").value = message.hintDelay;
    $("pitch-change").checked = message.pitchChange;
    $("rate").value = message.rate;
    $("trait-position").value = message.traitPosition;
  },

  said(message) {
    noticeLag(message.sentAt);
    if (message.interrupts) {
      const first = message.utterances.length > 0 ? message.utterances[0].stream : Infinity;
      player.interrupt(first);
    }
    showFocus(message.focus);
    state.rotor = message.rotor;
    $("rotor").textContent = message.rotor || "–";
    for (const utterance of message.utterances) record(utterance);
    if (message.utterances.length > 0) showCaption(message.utterances[0]);
  },

  audioEnd(message) {
    state.stats.streamsEnded += 1;
    if (message.outcome === "interrupted") {
      state.stats.interrupted += 1;
      markCut(message.stream);
    }
    if (message.outcome === "failed") showProblem(`Speech failed: ${message.error}`);
  },

  findings(message) {
    const list = $("findings");
    list.replaceChildren();
    if (message.findings.length === 0) {
      list.append(element("li", {}, message.element ? "No findings." : "Nothing is focused."));
    }
    for (const finding of message.findings) {
      const item = element("li", { class: finding.severity });
      item.append(element("span", { class: "rule" }, `[${finding.rule}] `), finding.message);
      if (finding.why) item.append(element("div", {}, `Why: ${finding.why}`));
      if (finding.spokenNow) item.append(element("div", {}, `Now: ${finding.spokenNow}`));
      if (finding.spokenAfterFix) item.append(element("div", {}, `After the fix: ${finding.spokenAfterFix}`));
      list.append(item);
    }
  },

  loadError(message) {
    state.diagnostics = message.diagnostics;
    $("diagnostics").textContent = message.diagnostics.join("\n");
    $("load-error").hidden = false;
    $("phone").hidden = true;
  },

  error(message) {
    showProblem(message.message);
  },

  busy(message) {
    busySign.show(message.busy);
  },
};

/// A sign in the bar shown at once, and hidden no sooner than `shownMs` after it was last
/// shown, so that a key that went unheard is seen even when the next one is heard in time.
class Sign {
  constructor(id) {
    this.id = id;
    this.since = -Infinity;
    this.timer = null;
  }

  show(on) {
    clearTimeout(this.timer);
    if (on) {
      this.since = performance.now();
      $(this.id).hidden = false;
      return;
    }
    const left = Sign.shownMs - (performance.now() - this.since);
    if (left <= 0) $(this.id).hidden = true;
    else this.timer = setTimeout(() => ($(this.id).hidden = true), left);
  }
}
Sign.shownMs = 2000;

/// The server says it cannot keep up.
const busySign = new Sign("busy");
/// The page handles what the server sends later than it could: its browser cannot keep up.
const behindSign = new Sign("behind");

/// How late a page may handle a message, past the least delay it has seen (the network's and
/// the two clocks' difference), before it says it is behind.
const behindMs = 250;
const lag = { least: Infinity };

/// Notes how long after `sentAt` (the server's steady clock, in milliseconds) a message is
/// handled, against the page's own steady clock: neither jumps when a clock is set.
function noticeLag(sentAt) {
  if (typeof sentAt !== "number") return;
  const delay = performance.now() - sentAt;
  lag.least = Math.min(lag.least, delay);
  state.lagMs = delay - lag.least;
  behindSign.show(state.lagMs > behindMs);
}

function receive(message) {
  const handler = handlers[message.type];
  if (handler) handler(message);
}

function showProblem(text) {
  state.errors.push(text);
  setStatus(text);
}

// MARK: - Drawing

function element(name, attributes, text) {
  const node = document.createElement(name);
  for (const [key, value] of Object.entries(attributes)) node.setAttribute(key, value);
  if (text !== undefined) node.textContent = text;
  return node;
}

function fillSelect(select, values) {
  select.replaceChildren(...values.map((value) => element("option", { value }, value)));
}

/// Positions a box or the ring at its frame, in the screen's points, scrolled as the server says.
function place(node, frame) {
  node.style.left = `${frame.x}px`;
  node.style.top = `${frame.y - state.scrollY}px`;
  node.style.width = `${frame.width}px`;
  node.style.height = `${frame.height}px`;
}

function drawScreen(message) {
  const screen = $("screen");
  const available = Math.max(240, Math.min(window.innerHeight - 200, 900));
  state.scale = Math.min(1, available / message.height);
  state.scrollY = message.scrollY || 0;
  screen.style.width = `${message.width}px`;
  screen.style.height = `${message.height}px`;
  screen.style.transform = `scale(${state.scale})`;
  const phone = $("phone");
  phone.style.width = `${message.width * state.scale}px`;
  phone.style.height = `${message.height * state.scale}px`;
  phone.dir = message.rightToLeft ? "rtl" : "ltr";
  const boxes = message.boxes.map((box) => {
    const node = element("div", { class: box.order ? "box element" : "box", "data-id": box.id });
    if (box.order) {
      node.dataset.order = box.order;
      node.append(element("span", { class: "order" }, String(box.order)));
    }
    node.append(box.label);
    place(node, box);
    return node;
  });
  $("boxes").replaceChildren(...boxes);
  // The real screen, at the screen's point size, under the boxes and the ring.
  const screenshot = $("screenshot");
  screenshot.hidden = !message.screenshot;
  screen.classList.toggle("over-screenshot", Boolean(message.screenshot));
  if (message.screenshot) {
    const source = new URL(message.screenshot, location.origin);
    if (token) source.searchParams.set("token", token);
    if (screenshot.src !== source.href) screenshot.src = source.href;
    screenshot.style.width = `${message.width}px`;
    screenshot.style.height = `${message.height}px`;
  }
}

// MARK: - Voice Control

/// Voice Control's overlays over the phone, as Voice Control draws them (docs/voice-control.md):
/// "Show names" puts each control's name on it, "Show numbers" its number. The marks come with
/// each screen (`voiceControl` in the screen message); the choice is this page's own.
const voiceControl = { mode: "off", marks: [], boxes: new Map() };
state.voiceControl = { mode: "off", shown: [] };

function drawVoiceControl(message) {
  if (message) {
    voiceControl.marks = message.voiceControl || [];
    voiceControl.boxes = new Map(message.boxes.map((box) => [box.id, box]));
  }
  let layer = $("voice-control-layer");
  if (!layer) {
    layer = element("div", { id: "voice-control-layer", class: "voice-control-layer" });
    $("screen").insertBefore(layer, $("curtain-cover"));
  }
  const shown = [];
  const tags = [];
  if (voiceControl.mode !== "off") {
    for (const mark of voiceControl.marks) {
      const box = voiceControl.boxes.get(mark.id);
      if (!box) continue;
      const text = voiceControl.mode === "names" ? (mark.name || "?") : String(mark.number);
      const tag = element("span", { class: `vc-tag vc-${voiceControl.mode}`, "data-id": mark.id }, text);
      if (voiceControl.mode === "names" && !mark.name) tag.classList.add("vc-unnamed");
      tag.style.left = `${box.x}px`;
      tag.style.top = `${box.y - state.scrollY}px`;
      tag.style.maxWidth = `${Math.max(box.width, 24)}px`;
      tags.push(tag);
      shown.push(text);
    }
  }
  layer.replaceChildren(...tags);
  state.voiceControl = { mode: voiceControl.mode, shown };
}

for (const choice of document.querySelectorAll('input[name="voice-control"]')) {
  choice.addEventListener("change", () => {
    if (!choice.checked) return;
    voiceControl.mode = choice.value;
    drawVoiceControl(null);
  });
}

function showFocus(focus) {
  const ring = $("focus-ring");
  state.focus = focus;
  if (!focus) {
    ring.hidden = true;
    return;
  }
  ring.hidden = false;
  ring.dataset.id = focus.id;
  place(ring, focus);
}

// MARK: - What was said

function segmentSpans(utterance, stream) {
  return utterance.parts.map((part, index) => {
    if (part.kind === "pause") return null;
    const span = element("span", { class: `kind-${part.kind}`, "data-stream": stream, "data-part": index });
    span.textContent = part.kind === "cue" ? `[${part.text}] ` : `${part.text} `;
    return span;
  }).filter((span) => span !== null);
}

function record(utterance) {
  state.lastSaid = utterance.text;
  state.lastSaidStream = utterance.stream;
  state.said.push(utterance.text);
  const item = element("li", { "data-stream": utterance.stream });
  item.append(...segmentSpans(utterance, utterance.stream));
  const list = $("transcript");
  list.append(item);
  while (list.children.length > 200) list.firstElementChild.remove();
  list.scrollTop = list.scrollHeight;
  if (utterance.cause !== "readAll" || state.presenter) $("announcer").textContent = utterance.text;
}

/// Marks an utterance in the transcript as cut off: its synthesis or its playback was stopped.
function markCut(stream) {
  const item = $("transcript").querySelector(`li[data-stream="${stream}"]`);
  if (item) item.classList.add("cut");
}

function showCaption(utterance) {
  const caption = $("caption");
  caption.replaceChildren(...segmentSpans(utterance, utterance.stream));
  caption.dataset.stream = utterance.stream;
  caption.scrollTop = 0;
  if (player.muted || !player.context) for (const span of caption.children) span.classList.add("spoken");
}

function highlightPart(stream, part) {
  const caption = $("caption");
  if (caption.dataset.stream !== String(stream)) {
    const item = $("transcript").querySelector(`li[data-stream="${stream}"]`);
    if (!item) return;
    caption.replaceChildren(...Array.from(item.children, (span) => span.cloneNode(true)));
    caption.dataset.stream = String(stream);
  }
  for (const span of caption.children) {
    const index = Number(span.dataset.part);
    span.classList.toggle("speaking", index === part);
    if (index <= part) span.classList.add("spoken");
    // A caption longer than its bar scrolls to the part being spoken.
    if (index === part) caption.scrollTop = span.offsetTop;
  }
}

// MARK: - Input

/// The gestures the server wrote into the page (Sources/Workshop/PageGestures.swift): each one's
/// name, its key on the phone and its button's label.
const gestureList = JSON.parse($("gesture-list").textContent).gestures;
/// The gestures by their keys: "ArrowRight", "Shift+Tab".
const keyGestures = Object.fromEntries(gestureList.filter((g) => g.key).map((g) => [g.key, g.name]));

// The gesture buttons, before Stop speech.
for (const { name, button } of gestureList.filter((g) => g.button)) {
  const node = document.createElement("button");
  node.type = "button";
  node.dataset.gesture = name;
  node.textContent = button;
  node.addEventListener("click", () => gesture(name));
  $("gestures").insertBefore(node, $("stop-speech"));
}

function gesture(name) {
  if (!state.presenter) {
    setStatus("You follow the presenter's session: take a session of your own to navigate.");
    return;
  }
  player.ensure();
  player.interrupt(Infinity);
  send({ type: "gesture", gesture: name });
}

$("phone").addEventListener("keydown", (event) => {
  if (event.altKey || event.ctrlKey || event.metaKey) return;
  // A key with Shift is its own gesture when the list names it so (Shift+Tab), else the key's.
  const name = (event.shiftKey && keyGestures[`Shift+${event.key}`]) || keyGestures[event.key];
  if (event.key === "F6") {
    event.preventDefault();
    leavePhone(event.shiftKey ? -1 : 1);
    return;
  }
  if (event.key === " ") {
    event.preventDefault();
    player.interrupt(Infinity);
    send({ type: "stop" });
    return;
  }
  if (!name) return;
  event.preventDefault();
  gesture(name);
});

/// Moves keyboard focus from the phone (where Tab turns the rotor) to the next control after it,
/// or with `direction` -1 to the last one before it.
function leavePhone(direction) {
  const phone = $("phone");
  const controls = Array.from(document.querySelectorAll("a[href], button, input, select, [tabindex]"))
    .filter((node) => node === phone || (!node.disabled && node.tabIndex >= 0 && node.getClientRects().length > 0));
  const index = controls.indexOf(phone);
  const target = controls[index + direction];
  if (target) target.focus();
}

function screenPoint(event) {
  const rect = $("screen").getBoundingClientRect();
  return { x: (event.clientX - rect.left) / state.scale, y: (event.clientY - rect.top) / state.scale + state.scrollY };
}

$("phone").addEventListener("click", (event) => {
  $("phone").focus();
  player.ensure();
  player.interrupt(Infinity);
  send({ type: "touch", ...screenPoint(event) });
});

$("phone").addEventListener("dblclick", (event) => {
  player.ensure();
  player.interrupt(Infinity);
  send({ type: "activateAt", ...screenPoint(event) });
});

$("stop-speech").addEventListener("click", () => {
  player.interrupt(Infinity);
  send({ type: "stop" });
});

function sendSettings() {
  send({
    type: "settings",
    hints: $("hints").checked,
    hintDelay: Number($("hint-delay").value),
    pitchChange: $("pitch-change").checked,
    rate: Number($("rate").value),
    traitPosition: $("trait-position").value,
  });
}

for (const id of ["hints", "hint-delay", "pitch-change", "rate", "trait-position"]) {
  $(id).addEventListener("change", sendSettings);
}

$("locale").addEventListener("change", () => {
  player.ensure();
  send({ type: "locale", locale: $("locale").value });
});

$("screen-select").addEventListener("change", () => {
  player.ensure();
  send({ type: "screen", name: $("screen-select").value });
});

// The caption bar is fixed at the bottom and grows with what is said: the page keeps room for it
// below its last control, and scrolls a control that gets focus clear of it.
new ResizeObserver(([entry]) => {
  document.documentElement.style.setProperty("--footer-height", `${entry.target.offsetHeight}px`);
}).observe(document.querySelector("footer"));

$("presenter-mode").addEventListener("change", () => {
  document.body.classList.toggle("presenter", $("presenter-mode").checked);
});

$("curtain").addEventListener("change", () => {
  const on = $("curtain").checked;
  $("phone").classList.toggle("curtained", on);
  $("curtain-cover").hidden = !on;
});

$("mute").addEventListener("change", () => player.setMuted($("mute").checked));

function pageURL(follow) {
  const url = new URL(location.origin + "/");
  if (follow) url.searchParams.set("follow", follow);
  if (token) url.searchParams.set("token", token);
  return url.toString();
}

$("follow-form").addEventListener("submit", (event) => {
  event.preventDefault();
  const code = $("follow-code").value.trim().toUpperCase();
  if (code) location.assign(pageURL(code));
});

$("own-session").addEventListener("click", () => location.assign(pageURL(null)));

connect();
$("phone").focus();
