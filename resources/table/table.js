// The phone's page in table mode (docs/table-mode.md). The tablet's host is
// the authority: this page shows what the host sends for this seat and
// sends intents; it never works out a rule itself.
"use strict";

// The app's language and theme come with the host's welcome; until then
// (and from a host that does not send them) the browser's.
let lang = (navigator.language || "en").toLowerCase().startsWith("de") ? "de" : "en";
let T = STRINGS[lang];
const $ = (id) => document.getElementById(id);
const say = (key, ...args) => args.reduce((text, arg, i) => text.replace("%" + (i + 1), arg), T[key]);

const tableToken = new URLSearchParams(location.hash.slice(1)).get("t") || "";
// Survives a reload, so a phone that slept takes its seat back.
const seatKey = "arbiter.seat." + tableToken;

// The heartbeat (docs/table-mode.md, "Limits"): the page pings the host this
// often, and a page that has heard nothing from it for SILENCE_MS (a network
// that stalled without closing the socket) says it is out of date, stops
// taking taps and connects again. A new socket that has not been welcomed
// within CONNECT_MS is given up the same way (the host may be stopped).
const HEARTBEAT_MS = 2000;
const SILENCE_MS = 5000;
const CONNECT_MS = 5000;
// A page brought back to the front (a phone woken, a tab picked again) may
// hold a socket that died while it slept without either side being told:
// it pings at once, and a socket that says nothing within WAKE_MS is given
// up for a new one, which brings the page up to date.
const WAKE_MS = 1500;

const page = {
  socket: null,
  seats: [],
  seat: "",
  lastSeq: 0,
  log: [],
  view: null,
  options: null, // the options query's answer for this seat
  optionsSeq: -1, // the record it was worked out after
  pending: null, // the intent sent and not yet answered: resent after a reconnect
  removed: false,
  retryMs: 500,
  chosenLanguage: "", // picked on this page: wins over the app's
  themeFromApp: false,
  undoFromPhones: false, // the tablet's setting; off unless the host says otherwise
  canUndo: false,
  canRedo: false,
  joined: false, // this socket was welcomed
  live: false, // what the page shows is the host's latest: taps are taken
  lostBy: "", // "closed" or "silent": why the page is no longer live
  lastHeard: 0, // when the host last said anything on this socket
  lastTick: 0,
  lastPing: 0,
  wokeAt: 0, // when the page came back to the front and has heard nothing since
  claiming: "", // the seat of the last claim sent
  takenOver: null, // {seat, canTakeBack}: another tab or phone took the seat
  asking: null, // {seat, code}: asking the tablet for a seat this phone lost
  notice: "", // the host's reason for refusing the join (a full table)
};

function randomId() {
  const bytes = new Uint8Array(9);
  crypto.getRandomValues(bytes);
  return Array.from(bytes, (b) => b.toString(16).padStart(2, "0")).join("");
}

function send(message) {
  if (page.socket && page.socket.readyState === WebSocket.OPEN)
    page.socket.send(JSON.stringify(message));
}

function setStatus(text, warn) {
  $("status").textContent = text;
  $("status").classList.toggle("warn", Boolean(warn));
  $("status").parentElement.classList.toggle("warn", Boolean(warn));
}

// What the header says while the page is not live, and why.
function showLost() {
  if (page.notice)
    setStatus(page.notice, true);
  else if (page.lostBy === "silent" && page.seat)
    setStatus(T.outOfDate, true);
  else if (page.lostBy === "closed")
    setStatus(T.reconnecting, true);
  else
    setStatus(T.connecting);
}

function savedSeat() {
  try {
    return JSON.parse(localStorage.getItem(seatKey) || "null");
  } catch (e) {
    return null;
  }
}

function connect() {
  const scheme = location.protocol === "https:" ? "wss://" : "ws://";
  const socket = new WebSocket(scheme + location.host + "/socket");
  page.socket = socket;
  page.joined = false;
  page.lastHeard = Date.now();
  socket.onopen = () => {
    if (page.socket !== socket)
      return;
    page.retryMs = 500;
    send({ type: "join", table: tableToken });
  };
  socket.onmessage = (event) => {
    // A socket given up for silence may still deliver: it speaks no more.
    if (page.socket !== socket)
      return;
    page.lastHeard = Date.now();
    page.wokeAt = 0;
    let message;
    try {
      message = JSON.parse(event.data);
    } catch (e) {
      return;
    }
    const handler = handlers[message.type];
    if (handler)
      handler(message);
  };
  socket.onclose = () => {
    if (page.socket !== socket || page.removed)
      return;
    page.socket = null;
    loseTouch("closed");
  };
}

// The socket closed, or the host went silent: the page shows what it had,
// dimmed and without taps, until a new socket brings it up to date.
function loseTouch(reason) {
  page.live = false;
  page.wokeAt = 0;
  if (!page.lostBy || reason === "silent")
    page.lostBy = reason;
  const old = page.socket;
  page.socket = null;
  if (old)
    old.close();
  showLost();
  showTable();
  setTimeout(connect, page.retryMs);
  page.retryMs = Math.min(page.retryMs * 2, 5000);
}

function heartbeat() {
  const now = Date.now();
  // The page's timers were held (a phone asleep, a tab in the background):
  // the socket gets a ping and its full time before it is judged.
  if (now - page.lastTick > 3 * HEARTBEAT_MS)
    page.lastHeard = now;
  page.lastTick = now;
  if (!page.socket || page.removed)
    return;
  if (page.socket.readyState === WebSocket.OPEN && now - page.lastPing >= HEARTBEAT_MS) {
    page.lastPing = now;
    send({ type: "ping" });
  }
  if (now - page.lastHeard > (page.joined ? SILENCE_MS : CONNECT_MS))
    loseTouch("silent");
  else if (page.wokeAt && now - page.wokeAt > WAKE_MS)
    loseTouch("silent");
}

function wake() {
  if (document.visibilityState !== "visible" || page.removed)
    return;
  // The socket is judged by the wake's ping alone, not by how long the
  // page slept: timers held while hidden say nothing about it.
  page.lastTick = Date.now();
  page.lastHeard = page.lastTick;
  if (!page.socket || page.socket.readyState !== WebSocket.OPEN)
    return;
  page.wokeAt = Date.now();
  page.lastPing = page.wokeAt;
  send({ type: "ping" });
}

// A phone's on-screen keyboard takes the lower part of the screen: the field
// being typed into is kept in the part still seen.
function keepFieldInSight() {
  const field = document.activeElement;
  if (!field || !["INPUT", "SELECT", "TEXTAREA"].includes(field.tagName))
    return;
  const box = field.getBoundingClientRect();
  const seen = window.visualViewport ? window.visualViewport.height : window.innerHeight;
  if (box.top < 0 || box.bottom > seen)
    field.scrollIntoView({ block: "center" });
}

const handlers = {
  welcome(message) {
    page.joined = true;
    page.notice = "";
    page.seats = message.seats;
    if (page.chosenLanguage)
      send({ type: "language", lang: page.chosenLanguage });
    else if (message.language === "en" || message.language === "de")
      setLanguage(message.language);
    if (message.theme === "light" || message.theme === "dark") {
      page.themeFromApp = true;
      document.documentElement.dataset.theme = message.theme;
    }
    if (typeof message.undo_from_phones === "boolean")
      page.undoFromPhones = message.undo_from_phones;
    const saved = savedSeat();
    // A page whose seat another tab took waits for its player's word:
    // taking it back by itself would take it from the other tab.
    if (page.takenOver) {
      becomeLive();
      showTakenOver();
    } else if (saved && saved.seat) {
      claim(saved.seat, saved.token);
    } else if (page.asking) {
      // A new socket is a new device: the request is made again, with a new number.
      send({ type: "ask_seat", seat: page.asking.seat });
    } else {
      becomeLive();
      showSeats();
    }
  },
  claimed(message) {
    page.seat = message.seat;
    page.takenOver = null;
    page.asking = null;
    localStorage.setItem(seatKey, JSON.stringify({ seat: message.seat, token: message.seat_token }));
  },
  snapshot(message) {
    becomeLive();
    page.log = message.records.slice();
    page.lastSeq = message.last_seq;
    page.view = message;
    page.options = message.options;
    page.optionsSeq = message.last_seq;
    takeUndoState(message);
    showTable();
    // An intent that went out before the connection dropped goes out again
    // with the same id: the host applies it at most once.
    if (page.pending)
      send(page.pending);
  },
  update(message) {
    if (message.from_seq > page.lastSeq) {
      // A gap: ask for what is missing.
      send({ type: "since", seq: page.lastSeq });
      return;
    }
    for (const record of message.records)
      if (record.seq === page.lastSeq + 1) {
        page.log.push(record);
        page.lastSeq = record.seq;
      }
    page.view = message;
    takeUndoState(message);
    if (message.options) {
      page.options = message.options;
      page.optionsSeq = message.last_seq;
    }
    showTable();
  },
  // The records come first; what this seat may do next follows.
  options(message) {
    if (message.last_seq !== page.lastSeq)
      return;
    page.options = message.options;
    page.optionsSeq = message.last_seq;
    showTable();
  },
  answer(message) {
    if (page.pending && page.pending.id === message.id)
      page.pending = null;
    if (!message.ok)
      showRefusal(message.error);
    else
      hideRefusal();
    showTable();
  },
  refused(message) {
    // A host from before the language switch: the page switched anyway.
    if (message.to === "language")
      return;
    // Undo or redo refused as a message (not answered): nothing is pending.
    if (page.pending && page.pending.type === message.to)
      page.pending = null;
    if (message.to === "claim") {
      markTaken(page.claiming);
      localStorage.removeItem(seatKey);
      page.seat = "";
      becomeLive();
      showSeats();
    }
    if (message.to === "ask_seat") {
      page.asking = null;
      becomeLive();
      showSeats();
    }
    if (message.to === "join") {
      // A full table, or a join that came too late: the host closes the
      // socket and the page tries again, saying why. A wrong code is final.
      if (message.error.reason === "table.full" || message.error.reason === "table.join_timeout") {
        page.notice = message.error.message;
        page.retryMs = 5000;
        showLost();
        return;
      }
      page.removed = true;
    }
    showRefusal(message.error);
    showTable();
  },
  // Another tab or phone plays this page's seat now: said plainly, with a
  // way back when this page still holds the seat's code (another tab on
  // this phone), and the seats when the tablet handed the seat away.
  taken_over(message) {
    page.seat = "";
    page.pending = null;
    page.takenOver = { seat: message.seat, canTakeBack: message.can_take_back !== false };
    markTaken(message.seat);
    if (!page.takenOver.canTakeBack) {
      const saved = savedSeat();
      if (saved && saved.seat === message.seat)
        localStorage.removeItem(seatKey);
    }
    showTakenOver();
  },
  asking(message) {
    page.takenOver = null;
    page.asking = { seat: message.seat, code: message.code };
    becomeLive();
    showAsking();
  },
  removed() {
    page.removed = true;
    localStorage.removeItem(seatKey);
    hideViews();
    setStatus(T.removed, true);
  },
  rule(message) {
    const box = $("refusal");
    let text = box.querySelector(".rule-text");
    if (!text) {
      text = document.createElement("div");
      text.className = "rule-text";
      box.appendChild(text);
    }
    text.textContent = "";
    const title = document.createElement("strong");
    title.textContent = message.title;
    const body = document.createElement("p");
    body.textContent = message.text;
    text.append(title, body);
  },
  // The tablet switched undo from phones on or off, or its language or
  // theme (the language only while the player has not picked one here).
  settings(message) {
    if (typeof message.undo_from_phones === "boolean")
      page.undoFromPhones = message.undo_from_phones;
    if ((message.language === "en" || message.language === "de") && !page.chosenLanguage)
      setLanguage(message.language);
    if (message.theme === "light" || message.theme === "dark") {
      page.themeFromApp = true;
      document.documentElement.dataset.theme = message.theme;
    }
    showTable();
  },
  pong() {},
};

function takeUndoState(message) {
  if (typeof message.can_undo === "boolean")
    page.canUndo = message.can_undo;
  if (typeof message.can_redo === "boolean")
    page.canRedo = message.can_redo;
}

// The welcome's seats are as they were then: one learnt taken since is marked.
function markTaken(id) {
  const seat = page.seats.find((s) => s.id === id);
  if (seat)
    seat.taken = true;
}

function claim(seat, token) {
  page.claiming = seat;
  send(token ? { type: "claim", seat: seat, seat_token: token } : { type: "claim", seat: seat });
}

function becomeLive() {
  page.live = true;
  page.lostBy = "";
  page.notice = "";
}

function hideViews() {
  for (const id of ["seats", "table", "taken-over", "asking"])
    $(id).hidden = true;
}

function showTakenOver() {
  hideViews();
  hideRefusal();
  const taken = page.takenOver;
  $("taken-over").hidden = false;
  $("taken-over-text").textContent = say(taken.canTakeBack ? "takenOver" : "handedOver", playerName(taken.seat));
  $("take-back").hidden = !taken.canTakeBack || !savedSeat();
  if (page.live)
    setStatus(T.connected);
  // The seat is gone for good: the player may pick another or ask again.
  if (!taken.canTakeBack)
    showSeats(true);
}

function takeBack() {
  const saved = savedSeat();
  page.takenOver = null;
  if (saved && saved.seat) {
    claim(saved.seat, saved.token);
  } else {
    showSeats();
  }
}

function showAsking() {
  hideViews();
  hideRefusal();
  $("asking").hidden = false;
  $("asking-title").textContent = say("askingTitle", playerName(page.asking.seat));
  $("ask-code").textContent = page.asking.code;
  if (page.live)
    setStatus(T.connected);
}

function cancelAsking() {
  page.asking = null;
  send({ type: "ask_seat", seat: "" });
  showSeats();
}

function translatePage() {
  document.documentElement.lang = lang;
  for (const element of document.querySelectorAll("[data-text]"))
    element.textContent = T[element.dataset.text];
  document.title = T.title;
  $("language").textContent = T.switchLanguage;
  $("language").lang = lang === "de" ? "en" : "de";
}

function setLanguage(code) {
  if (code === lang)
    return;
  lang = code;
  T = STRINGS[lang];
  translatePage();
  if (page.takenOver)
    showTakenOver();
  else if (page.asking)
    showAsking();
  else if (!$("seats").hidden)
    showSeats();
  if (!page.live)
    showLost();
  showTable();
}

// The browser's light or dark setting, until the app says which.
function followBrowserTheme() {
  const dark = window.matchMedia("(prefers-color-scheme: dark)");
  const apply = () => {
    if (!page.themeFromApp)
      document.documentElement.dataset.theme = dark.matches ? "dark" : "light";
  };
  apply();
  dark.addEventListener("change", apply);
}

// The seats; a taken one asks the tablet for it (this phone lost its code).
// `below`: shown under another view rather than instead of it.
function showSeats(below) {
  if (!below)
    hideViews();
  $("seats").hidden = false;
  if (page.live && !below)
    setStatus(T.connected);
  const list = $("seat-list");
  list.textContent = "";
  $("seats-hint").hidden = !page.seats.some((seat) => seat.taken);
  for (const seat of page.seats) {
    const button = document.createElement("button");
    button.className = seat.taken ? "seat taken" : "seat";
    button.dataset.seat = seat.id;
    button.textContent = seat.taken ? seat.name + " (" + T.taken + ")" : seat.name;
    button.onclick = () => (seat.taken ? send({ type: "ask_seat", seat: seat.id }) : claim(seat.id));
    list.appendChild(button);
  }
}

function playerName(id) {
  const seat = page.seats.find((s) => s.id === id);
  return seat ? seat.name : id;
}

function showRefusal(error) {
  $("refusal").hidden = false;
  $("refusal-text").textContent = error.message;
  const link = $("refusal-rule");
  const old = $("refusal").querySelector(".rule-text");
  if (old)
    old.remove();
  if (error.rule) {
    link.hidden = false;
    link.textContent = say("rule", error.rule);
    link.href = "#t=" + encodeURIComponent(tableToken);
    link.onclick = (event) => {
      event.preventDefault();
      send({ type: "rule", id: error.rule, lang: lang });
    };
  } else {
    link.hidden = true;
  }
}

function hideRefusal() {
  $("refusal").hidden = true;
}

// How a legal value reads: the pack's name for an id, a list joined.
function valueText(value) {
  const names = (page.options && page.options.names) || {};
  // A hex or a pair of numbers: "(-3, 2)".
  if (Array.isArray(value) && value.length && value.every((v) => typeof v === "number"))
    return "(" + value.join(", ") + ")";
  if (Array.isArray(value))
    return value.map(valueText).join(", ");
  if (typeof value === "string")
    return names[value] || value;
  return String(value);
}

// The page's word for an input field; the engine's name where it has none.
function fieldName(field) {
  return T.fields[field] || field;
}

// `labels`: the host's words for each value, where a value does not read by itself.
function select(name, values, labels) {
  const control = document.createElement("select");
  control.name = name;
  values.forEach((value, index) => {
    const item = document.createElement("option");
    item.value = JSON.stringify(value);
    item.textContent = labels && labels[index] !== undefined ? labels[index] : valueText(value);
    control.appendChild(item);
  });
  return control;
}

// Lists of names of one length (cards drawn, cards to discard) are picked
// one position at a time rather than from every combination; a hex (a pair
// of numbers) is one value.
function listLength(values) {
  const names = (v) => Array.isArray(v) && v.length === values[0].length && v.every((item) => typeof item === "string");
  if (!values.length || !values.every(names))
    return 0;
  return values[0].length;
}

function distinctAt(values, position) {
  const seen = new Map();
  for (const value of values)
    seen.set(JSON.stringify(value[position]), value[position]);
  return Array.from(seen.values());
}

// The legal list the positions spell, in that order or (a set of cards)
// any order; otherwise the list as picked, for the host to refuse.
function matchList(values, picked) {
  const key = JSON.stringify(picked);
  const exact = values.find((v) => JSON.stringify(v) === key);
  if (exact)
    return exact;
  const sorted = JSON.stringify(picked.map((p) => JSON.stringify(p)).sort());
  return values.find((v) => JSON.stringify(v.map((p) => JSON.stringify(p)).sort()) === sorted) || picked;
}

// The choice in a list that stands for "not in the list: typed".
const TYPED = "\u0000typed";

// A select of the listed values; with `open`, one more choice that shows a
// text field for a card the pack does not know.
function selectOrTyped(name, values, open, initial, labels) {
  const control = select(name, values, labels);
  if (initial !== undefined)
    control.value = JSON.stringify(initial);
  if (!open)
    return { control: control, typed: null };
  const other = document.createElement("option");
  other.value = TYPED;
  other.textContent = T.notListed;
  control.appendChild(other);
  const typed = document.createElement("input");
  typed.type = "text";
  typed.autocomplete = "off";
  typed.placeholder = T.typeName;
  typed.hidden = true;
  typed.setAttribute("aria-label", T.typeName);
  control.onchange = () => {
    typed.hidden = control.value !== TYPED;
    if (!typed.hidden)
      typed.focus();
  };
  return { control: control, typed: typed };
}

// The value a select (and its text field) stands for; undefined when a
// typed name was asked for and is still empty.
function chosenValue(control) {
  if (control.value !== TYPED)
    return JSON.parse(control.value);
  const typed = control.parentNode.querySelector("input[type=text]");
  const name = typed ? typed.value.trim() : "";
  return name === "" ? undefined : name;
}

// A new card typed whole (its fields as the engine lists them).
function cardFields(container, field, spec) {
  const box = document.createElement("fieldset");
  box.dataset.card = field;
  const legend = document.createElement("legend");
  legend.textContent = fieldName(field);
  box.appendChild(legend);
  for (const part of spec.fields || []) {
    const label = document.createElement("label");
    label.textContent = part.label + " ";
    let control;
    if (part.kind === "choice") {
      control = document.createElement("select");
      for (const entry of part.values || []) {
        const item = document.createElement("option");
        item.value = JSON.stringify(entry.value);
        item.textContent = entry.label;
        control.appendChild(item);
      }
    } else {
      control = document.createElement("input");
      control.type = part.kind === "number" ? "number" : "text";
      if (part.kind === "number") {
        control.min = part.min;
        control.max = part.max;
        control.value = part.min;
        control.inputMode = "numeric";
      }
      control.autocomplete = "off";
    }
    control.dataset.key = part.key;
    control.dataset.kind = part.kind;
    label.appendChild(control);
    box.appendChild(label);
  }
  container.appendChild(box);
}

function cardValue(box) {
  const card = {};
  for (const control of box.querySelectorAll("[data-key]")) {
    const kind = control.dataset.kind;
    if (kind === "choice")
      card[control.dataset.key] = JSON.parse(control.value);
    else if (kind === "number")
      card[control.dataset.key] = Number(control.value);
    else
      card[control.dataset.key] = control.value.trim();
  }
  return card;
}

// An option whose fields only the table knows (a die face, a card's name,
// a sealed bid): asked for on this phone before the intent goes out. A
// sealed bid is typed, hidden. Where the engine leaves a field open, a
// card the pack lacks is typed (by name, or whole).
function askInputs(option) {
  const form = $("input-form");
  const fields = $("input-fields");
  fields.textContent = "";
  $("input-label").textContent = option.label;
  const secret = option.action.type === "bid";
  const inputs = option.inputs || {};
  const open = option.open || {};
  for (const [field, values] of Object.entries(inputs)) {
    const named = open[field] && open[field].kind === "name";
    const length = secret ? 0 : listLength(values);
    if (length > 0) {
      for (let position = 0; position < length; ++position) {
        const label = document.createElement("label");
        label.textContent = say("position", fieldName(field), position + 1) + " ";
        // The positions start on the first legal list.
        const { control, typed } = selectOrTyped(field, distinctAt(values, position), named, values[0][position]);
        control.dataset.list = field;
        control.dataset.position = position;
        label.appendChild(control);
        if (typed)
          label.appendChild(typed);
        fields.appendChild(label);
      }
      continue;
    }
    const label = document.createElement("label");
    label.textContent = fieldName(field) + " ";
    let control;
    let typed = null;
    if (secret) {
      control = document.createElement("input");
      control.type = "password";
      control.inputMode = "numeric";
      control.autocomplete = "off";
      const hint = document.createElement("small");
      hint.textContent = T.privateHint;
      fields.appendChild(hint);
    } else {
      ({ control, typed } = selectOrTyped(field, values, named, undefined, (option.input_labels || {})[field]));
    }
    control.name = field;
    control.dataset.field = field;
    label.appendChild(control);
    if (typed)
      label.appendChild(typed);
    fields.appendChild(label);
  }
  for (const [field, spec] of Object.entries(open))
    if (spec.kind === "card" && !(field in inputs))
      cardFields(fields, field, spec);
  const problem = document.createElement("p");
  problem.className = "input-problem";
  problem.hidden = true;
  fields.appendChild(problem);
  form.hidden = false;
  form.scrollIntoView({ block: "nearest" });
  form.onsubmit = (event) => {
    event.preventDefault();
    const action = Object.assign({}, option.action);
    const lists = {};
    let missing = false;
    for (const control of fields.querySelectorAll("[data-list]")) {
      const field = control.dataset.list;
      const value = chosenValue(control);
      missing = missing || value === undefined;
      (lists[field] = lists[field] || [])[Number(control.dataset.position)] = value;
    }
    for (const [field, picked] of Object.entries(lists))
      action[field] = matchList(inputs[field], picked);
    for (const control of fields.querySelectorAll("[data-field]")) {
      const values = inputs[control.dataset.field];
      if (control.tagName === "SELECT") {
        const value = chosenValue(control);
        missing = missing || value === undefined;
        action[control.dataset.field] = value;
      } else {
        // Typed: a number when the legal values are numbers; the host and
        // the engine check it like any other intent.
        const typed = control.value.trim();
        action[control.dataset.field] = typeof values[0] === "number" && typed !== "" && !isNaN(Number(typed)) ? Number(typed) : typed;
      }
    }
    for (const box of fields.querySelectorAll("[data-card]"))
      action[box.dataset.card] = cardValue(box);
    if (missing) {
      problem.textContent = T.nameMissing;
      problem.hidden = false;
      return;
    }
    form.hidden = true;
    act(action);
  };
  $("input-cancel").onclick = () => {
    form.hidden = true;
  };
}

function act(action) {
  page.pending = { type: "intent", id: randomId(), seat: page.seat, since: page.lastSeq, action: action };
  setStatus(T.sending);
  send(page.pending);
  showTable();
}

// Undo and redo from a phone, when the tablet allows them; answered like
// an intent.
function askUndo(type) {
  page.pending = { type: type, id: randomId(), seat: page.seat, since: page.lastSeq };
  setStatus(T.sending);
  send(page.pending);
  showTable();
}

function describeStep(options) {
  if (options.over)
    return options.winner ? T.gameOver + " " + say("winner", Array.isArray(options.winner) ? options.winner.map(playerName).join(", ") : playerName(options.winner)) : T.gameOver;
  const parts = [];
  const step = options.step || {};
  if (step.turn !== undefined)
    parts.push(say("round", step.turn));
  else if (step.round !== undefined)
    parts.push(say("roundNo", step.round));
  // The game's own words for where play stands, from the host; its step's
  // values are the engine's keys, never shown.
  if (options.step_text)
    parts.push(options.step_text);
  return parts.join(" · ");
}

function showTable() {
  if (!page.view || !page.seat)
    return;
  hideViews();
  $("table").hidden = false;
  $("table").classList.toggle("stale", !page.live);
  if (!page.live)
    showLost();
  else if (!page.pending)
    setStatus(T.connected);
  const options = page.options || {};
  // Choices worked out before the newest record wait for their successor;
  // none are taken while the page may be behind the table.
  const current = page.optionsSeq === page.lastSeq && page.live;
  $("seat-name").textContent = say("playingAs", playerName(page.seat));
  $("step").textContent = describeStep(options);

  const list = $("options");
  list.textContent = "";
  (options.options || []).forEach((option, index) => {
    const button = document.createElement("button");
    button.className = "option";
    button.dataset.index = index;
    button.textContent = option.label;
    button.disabled = page.pending !== null || !current;
    button.onclick = () => (option.inputs || option.open ? askInputs(option) : act(option.action));
    list.appendChild(button);
  });
  const waiting = $("waiting");
  waiting.hidden = !current || (options.options || []).length > 0 || options.over;
  waiting.textContent = options.actor ? say("waitingFor", playerName(options.actor)) : T.waitingTable;

  $("undo-redo").hidden = !page.undoFromPhones;
  $("undo").disabled = !page.canUndo || page.pending !== null || !current;
  $("input-send").disabled = !page.live;
  $("redo").disabled = !page.canRedo || page.pending !== null || !current;

  showHands(options.hands);

  const refused = $("refused");
  refused.textContent = "";
  for (const entry of options.refused || []) {
    const item = document.createElement("li");
    item.textContent = entry.error.message;
    refused.appendChild(item);
  }
  $("refused-box").hidden = (options.refused || []).length === 0;

  const entities = $("entities");
  entities.textContent = "";
  const state = page.view.state || {};
  for (const entity of state.entities || []) {
    if (entity.kind !== "player" && entity.owner !== page.seat)
      continue;
    const labels = state.counter_labels || {};
    const counters = Object.entries(entity.counters || {}).map(([name, value]) => (labels[name] || name) + " " + value).join(", ");
    const item = document.createElement("li");
    item.textContent = entity.name + (counters ? ": " + counters : "");
    entities.appendChild(item);
  }

  $("last-seq").textContent = String(page.lastSeq);
  showLog();
}

// The Banishing: the cards in this seat's hands (only this phone gets them).
function showHands(hands) {
  $("hands").hidden = !hands || hands.length === 0;
  const list = $("hand-list");
  list.textContent = "";
  for (const hand of hands || []) {
    const block = document.createElement("div");
    block.className = "hand";
    block.dataset.character = hand.character;
    const title = document.createElement("p");
    title.className = "hand-name";
    title.textContent = hand.name;
    block.appendChild(title);
    const cards = document.createElement("ul");
    for (const card of hand.cards) {
      const item = document.createElement("li");
      item.className = "card";
      item.dataset.card = card.id;
      item.textContent = card.name;
      cards.appendChild(item);
    }
    if (!hand.cards.length) {
      const none = document.createElement("li");
      none.textContent = T.emptyHand;
      cards.appendChild(none);
    }
    block.appendChild(cards);
    list.appendChild(block);
  }
}

// Newest first; a snapshot (the log starting elsewhere) redraws it all.
function showLog() {
  const log = $("log");
  const firstSeq = page.log.length ? page.log[0].seq : 0;
  if (log.dataset.first !== String(firstSeq)) {
    log.textContent = "";
    log.dataset.first = String(firstSeq);
    log.dataset.shown = "0";
  }
  for (const record of page.log) {
    if (record.seq <= Number(log.dataset.shown))
      continue;
    const item = document.createElement("li");
    item.dataset.seq = record.seq;
    item.value = record.seq;
    item.textContent = (record.events || []).map((e) => e.text).join(" ") || record.kind;
    log.insertBefore(item, log.firstChild);
    log.dataset.shown = String(record.seq);
  }
}

function start() {
  followBrowserTheme();
  translatePage();
  // The player's own choice: the host answers with its texts in it.
  $("language").onclick = () => {
    page.chosenLanguage = lang === "de" ? "en" : "de";
    setLanguage(page.chosenLanguage);
    send({ type: "language", lang: lang });
  };
  $("undo").onclick = () => askUndo("undo");
  $("redo").onclick = () => askUndo("redo");
  $("take-back").onclick = takeBack;
  $("ask-cancel").onclick = cancelAsking;
  if (!tableToken) {
    setStatus(T.noToken);
    return;
  }
  setStatus(T.connecting);
  connect();
  page.lastTick = Date.now();
  setInterval(heartbeat, HEARTBEAT_MS / 2);
  document.addEventListener("visibilitychange", wake);
  window.addEventListener("pageshow", wake);
  document.addEventListener("focusin", () => setTimeout(keepFieldInSight, 0));
  (window.visualViewport || window).addEventListener("resize", keepFieldInSight);
}

document.addEventListener("DOMContentLoaded", start);
