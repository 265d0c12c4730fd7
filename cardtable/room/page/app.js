// The phone's page: one seat's hand, whose turn it is, the moves, the table, the scores and the log.
// It only shows what the big screen sends for this seat, and sends back the number of a move.
"use strict";

(function () {
  const $ = (id) => document.getElementById(id);
  const TOKEN = tokenFromUrl();
  const KEY_STORE = "cardtable.key." + TOKEN;
  const DEVICE_STORE = "cardtable.device";
  const DELAYS = [1000, 2000, 3000, 4000, 5000];  // then 5 s each time
  const MAX_TRIES = 60;  // about five minutes of trying, then a button to try again

  let ws = null;
  let tries = 0;
  let retryTimer = null;
  let stopped = false;  // refused: no more tries
  let joined = false;  // welcomed at least once on this page
  let state = null;
  let selected = null;  // the hand's card whose moves show
  let pending = false;  // a move was sent and no answer came yet
  let pendingTimer = null;
  let wasMyTurn = false;
  let refusal = "";
  let welcome = {};
  let lastHeard = 0;
  let wasTurnShown = false;

  function tokenFromUrl() {
    const m = location.pathname.match(/\/s\/([^/?#]+)/);
    if (m) return decodeURIComponent(m[1]);
    return new URLSearchParams(location.search).get("token") || "";
  }

  function store(k, v) {
    try {
      if (v === null || v === undefined) localStorage.removeItem(k); else localStorage.setItem(k, v);
    } catch (e) { /* private mode: the page still works until it is closed */ }
  }
  function load(k) {
    try { return localStorage.getItem(k); } catch (e) { return null; }
  }

  function el(tag, cls, text) {
    const e = document.createElement(tag);
    if (cls) e.className = cls;
    if (text !== undefined && text !== null) e.textContent = String(text);
    return e;
  }

  function show(which) {
    for (const id of ["join", "notice", "play"]) $(id).hidden = id !== which;
  }

  function conn(text, kind) {
    const c = $("conn");
    c.textContent = text;
    c.className = "conn-" + kind;
  }

  function notice(title, why, canRetry) {
    $("notice-title").textContent = title;
    $("notice-why").textContent = why || "";
    $("retry").hidden = !canRetry;
    show("notice");
  }

  // -- card pictures ----------------------------------------------------------------------------------
  function pixels(cssWidth) {
    const dpr = Math.min(3, window.devicePixelRatio || 1);
    return Math.max(40, Math.min(400, Math.ceil((cssWidth * dpr) / 40) * 40));
  }
  function cardSrc(id, cssWidth) {
    if (id === null || id === undefined || !Number.isInteger(id) || id < 0) return "/back.png";
    return "/card/" + id + ".png?w=" + pixels(cssWidth);
  }
  function cardImg(id, cssWidth, alt) {
    const img = el("img");
    img.src = cardSrc(id, cssWidth);
    img.alt = alt || (id === null || id === undefined ? "a card face down" : "card");
    img.draggable = false;
    img.decoding = "async";
    return img;
  }
  // The game's word for a card (Skull & Roses: rose, skull), as the big screen tags it, or "".
  function cardWord(id) {
    const w = state && state.words ? state.words[String(id)] : "";
    return typeof w === "string" ? w : "";
  }
  // A card as the table shows it: its picture, its word as a tag, "down" when it lies face down
  // (known to this seat: its own, say), a back and a count for a pile of hidden cards.
  function cardFig(id, cssWidth, down) {
    const word = id === null || id === undefined ? "" : cardWord(id);
    const img = cardImg(id, cssWidth, word ? word : undefined);
    if (!word && !down) return img;
    const fig = el("span", "fig" + (down ? " down" : ""));
    fig.appendChild(img);
    if (word) fig.appendChild(el("span", "tag tag-" + word.replace(/[^a-z]/gi, "").toLowerCase(), word));
    if (down) fig.title = "face down: only you know it";
    return fig;
  }

  // -- the connection ---------------------------------------------------------------------------------
  function wsUrl() {
    return (location.protocol === "https:" ? "wss://" : "ws://") + location.host + "/ws";
  }

  function connect() {
    clearTimeout(retryTimer);
    retryTimer = null;
    if (stopped) return;
    if (ws && (ws.readyState === WebSocket.OPEN || ws.readyState === WebSocket.CONNECTING)) return;
    conn(joined ? "Reconnecting" : "Connecting", "wait");
    let sock;
    try {
      sock = new WebSocket(wsUrl());
    } catch (e) {
      retry();
      return;
    }
    ws = sock;
    sock.onopen = () => {
      lastHeard = Date.now();
      const device = load(DEVICE_STORE) || "A phone";
      sock.send(JSON.stringify({t: "hello", token: TOKEN, key: load(KEY_STORE), device: device}));
    };
    sock.onmessage = (ev) => {
      lastHeard = Date.now();
      let m;
      try { m = JSON.parse(ev.data); } catch (e) { return; }
      if (m && typeof m === "object") receive(m);
    };
    sock.onclose = () => {
      if (ws === sock) ws = null;
      unpend();
      retry();
    };
    sock.onerror = () => { /* onclose follows */ };
  }

  function drop() {
    // a connection gone quiet (a phone that slept): forget it at once and open a new one
    const sock = ws;
    ws = null;
    if (sock) {
      sock.onclose = null;
      sock.onmessage = null;
      try { sock.close(); } catch (e) { /* already closed */ }
    }
    unpend();
    retry();
  }

  function retry() {
    if (stopped || retryTimer) return;
    if (tries >= MAX_TRIES) {
      conn("Offline", "bad");
      notice("Lost the big screen", "Check that this phone is on the same Wi-Fi as the big screen.", true);
      return;
    }
    const delay = DELAYS[Math.min(tries, DELAYS.length - 1)];
    tries += 1;
    conn("Reconnecting in " + Math.round(delay / 1000) + " s", "bad");
    retryTimer = setTimeout(connect, delay);
  }

  function send(obj) {
    if (!ws || ws.readyState !== WebSocket.OPEN) return false;
    ws.send(JSON.stringify(obj));
    return true;
  }

  // -- what comes in ------------------------------------------------------------------------------------
  function receive(m) {
    switch (m.t) {
      case "wait": {
        conn("Waiting", "wait");
        const title = "Waiting for the big screen to let you in";
        const why = m.why && m.why !== title ? m.why + ". " : "";
        const device = load(DEVICE_STORE) || "this phone";
        notice(title, why + "It asks whether \u201c" + device + "\u201d may take this seat.");
        break;
      }
        break;
      case "welcome":
        tries = 0;
        joined = true;
        welcome = m;
        if (m.key) store(KEY_STORE, String(m.key));
        conn("Connected", "ok");
        header();
        if (state) render(); else notice("You are in", "The table is being set out.");
        break;
      case "refused":
        if (load(KEY_STORE) && /taken/.test(m.why || "") && tries < 12) {
          // this phone's own old connection may still hold the seat (it slept): it drops within a minute
          conn("Seat still held", "wait");
          notice("Getting back into your seat", "The big screen still holds your old connection; trying again.");
          break;  // the server closes this connection; onclose tries again with backoff
        }
        stopped = true;
        if (ws) ws.close();
        conn("Not in", "bad");
        notice("The big screen did not let this phone in", m.why || "", true);
        break;
      case "state":
        tries = 0;
        joined = true;
        conn("Connected", "ok");
        unpend();
        if (!state || state.v !== m.v) refusal = "";
        if (!state || m.seat !== state.seat) selected = null;
        state = m;
        render();
        break;
      case "no":
        unpend();
        refusal = "Not allowed: " + (m.why || "that move is not possible now");
        if (state) render();
        break;
      default:
        break;  // pong and anything newer than this page
    }
  }

  function unpend() {
    pending = false;
    clearTimeout(pendingTimer);
  }

  function header() {
    const seat = welcome.name || welcome.seat_name || (state && state.names ? "" : "");
    const game = welcome.game_name || welcome.game || "";
    let who = seat;
    if (!who && state && Number.isInteger(state.seat)) who = "Seat " + (state.seat + 1);
    $("seat-name").textContent = who || "Card Table";
    $("game-name").textContent = game ? "· " + game : "";
    document.title = (game ? game + " · " : "") + "Card Table";
  }

  // -- moves --------------------------------------------------------------------------------------------
  function makeMove(mv) {
    if (pending || !state) return;
    refusal = "";
    if (!send({t: "move", v: state.v, i: mv.i})) {
      refusal = "Not sent: the big screen is not connected. Trying again.";
      render();
      return;
    }
    pending = true;
    selected = null;
    clearTimeout(pendingTimer);
    pendingTimer = setTimeout(() => { pending = false; render(); }, 5000);
    render();
  }

  function myHand() {
    const zones = state.zones || [];
    return zones.find((z) => z.kind === "hand" && z.owner === state.seat) || null;
  }

  function sameCards(a, b) {
    return a.length === b.length && a.every((c) => b.includes(c));
  }

  function tapCard(id) {
    if (pending || !state) return;
    const mine = (state.moves || []).filter((mv) => (mv.cards || []).includes(id));
    if (mine.length === 1 && sameCards(mine[0].cards, [id])) {
      makeMove(mine[0]);
      return;
    }
    if (mine.length === 0) {
      selected = null;
      // the seat's chair says why, in the game's words; until it answers, the short of it
      refusal = state.my_turn ? "Not allowed: that card has no move now" : "Not allowed: it is not your turn";
      send({t: "why", v: state.v, c: id});
    } else {
      selected = selected === id ? null : id;
      refusal = "";
    }
    render();
  }

  // -- drawing it all --------------------------------------------------------------------------------
  function render() {
    if (!state) return;
    show("play");
    document.body.dataset.v = String(state.v);  // for tests and curious people: the table's version
    document.body.dataset.myTurn = state.my_turn ? "1" : "0";
    header();
    const names = state.names || [];
    const hand = myHand();
    const handIds = hand ? (hand.cards || []).filter((c) => c !== null) : [];
    if (selected !== null && !handIds.includes(selected)) selected = null;
    renderTable(hand, names);
    const brk = state.break || null;
    renderBetween(brk, names);
    $("hand-box").hidden = !!brk;
    // the table under it is the next deal's already: hidden until it starts, as at the big screen
    $("table").hidden = !!brk;
    $("scores-box").hidden = !!brk;
    $("moves").hidden = !!brk;
    $("prompt").hidden = !!brk;
    $("turn").hidden = !!brk;
    renderTurn(names);
    if (state.my_turn && !wasTurnShown) {
      // a new turn: bring the hand and the moves into view
      requestAnimationFrame(() => $("moves").scrollIntoView({block: "nearest"}));
    }
    wasTurnShown = !!state.my_turn;
    renderHand(hand);
    renderMoves(handIds);
    // the latest thing that happened, in the game's words ("You place a rose"): what a tap just did
    const log = state.log || [];
    const last = $("last");
    last.textContent = log.length && !brk ? log[log.length - 1] : "";
    last.hidden = !last.textContent;
    const r = $("refusal");
    r.textContent = refusal;
    r.hidden = !refusal;
    renderScores(names);
    renderLog();
  }

  // Between deals: the deal's summary, as the big screen shows it, and Ready (the next deal starts
  // when every phone is ready, or when the big screen presses on).
  function renderBetween(brk, names) {
    const box = $("between");
    box.hidden = !brk;
    box.textContent = "";
    if (!brk) return;
    box.appendChild(el("h2", "between-title", brk.over ? "The game is over: deal " + brk.deal + " is scored"
      : "Deal " + brk.deal + " is scored"));
    (brk.lines || []).forEach((line) => box.appendChild(el("p", "between-line", line)));
    const heads = brk.heads || [];
    if (heads.length) {
      const table = el("table");
      const head = el("tr");
      head.appendChild(el("th", "", ""));
      heads.forEach((h) => head.appendChild(el("th", "num", h)));
      table.appendChild(head);
      (brk.rows || []).forEach((row, i) => {
        const tr = el("tr", i === state.seat ? "me" : "");
        tr.appendChild(el("td", "", names[i] || "Seat " + (i + 1)));
        row.forEach((v) => tr.appendChild(el("td", "num", v)));
        table.appendChild(tr);
      });
      box.appendChild(table);
    }
    const ready = (brk.ready || []).includes(state.seat);
    const waiting = (brk.waiting || []).filter((i) => i !== state.seat).map((i) => names[i]).filter(Boolean);
    if (!ready) {
      const b = el("button", "big", brk.over ? "Ready: see the final scores" : "Ready for the next deal");
      b.type = "button";
      b.id = "ready";
      b.addEventListener("click", () => { send({t: "ready", deal: brk.deal}); b.disabled = true; });
      box.appendChild(b);
    } else {
      let text = waiting.length ? "You are ready. Waiting for " + waiting.join(", ") + "." : "Everyone is ready.";
      if (brk.screen) text += " The big screen goes on when it is pressed there.";
      box.appendChild(el("p", "between-wait", text));
    }
  }

  function renderTurn(names) {
    const t = $("turn");
    const mine = !!state.my_turn && !state.over;
    if (state.over) t.textContent = "The game is over";
    else if (mine) t.textContent = "Your turn";
    else if (Number.isInteger(state.to_move) && names[state.to_move]) t.textContent = names[state.to_move] + " to play";
    else t.textContent = "Waiting";
    t.className = mine ? "mine" : "";
    if (mine && !wasMyTurn && navigator.vibrate) {
      try { navigator.vibrate([120, 60, 120]); } catch (e) { /* not allowed before a tap */ }
    }
    wasMyTurn = mine;
    const prompt = state.prompt || "";
    $("prompt").textContent = prompt.replace(/\.$/, "") === t.textContent ? "" : prompt;
    const over = $("over");
    if (state.over) {
      const w = (state.winners || []).map((i) => names[i]).filter(Boolean);
      over.textContent = w.length ? "Winner: " + w.join(", ") : "The game is over.";
      over.hidden = false;
    } else {
      over.hidden = true;
    }
  }

  const PILES = ["stock", "discard", "pile", "stack", "out"];
  const KIND_WORDS = {hand: "Hand", stock: "Stock", discard: "Discards", pile: "Pile", stack: "Stack", out: "Out",
    trick: "Trick", meld: "Melds", layout: "Layout", tableau: "Tableau"};

  function zoneWord(z) {
    return z.label || KIND_WORDS[z.kind] || z.name || "";
  }

  // A zone's cards, compact: a pile shows its top card (if face up) and how many; a spread shows every card.
  function zoneCards(z, size) {
    const cards = z.cards || [];
    const up = z.up || [];
    const box = el("span", "zone-cards");
    const count = (n) => el("span", "zone-count", n === 1 ? "1 card" : n + " cards");
    if (!cards.length) {
      box.appendChild(el("span", "zone-count zone-none", "empty"));
      return box;
    }
    const spread = !PILES.includes(z.kind) && z.layout !== "stack" && cards.some((c) => c !== null);
    const mineKnown = z.owner === state.seat && cards.some((c, k) => c !== null && !up[k]);
    if (Array.isArray(z.grid) && z.grid.length === 2 && z.grid[0] > 0) {
      // a grid (Six Card Golf's 3 x 2): laid out as at the big screen, top row first, left to right
      const grid = el("span", "zone-grid");
      grid.style.gridTemplateColumns = "repeat(" + z.grid[0] + ", auto)";
      cards.forEach((c, k) => grid.appendChild(cardFig(c, size, c !== null && !up[k])));
      box.appendChild(grid);
      return box;
    }
    if (spread || mineKnown || (z.kind === "hand" && z.owner === state.seat)) {
      cards.forEach((c, k) => {
        const img = cardFig(c, size, c !== null && !up[k] && z.kind !== "hand");
        const by = z.played && Number.isInteger(z.played[k]) ? (state.names || [])[z.played[k]] : "";
        if (by) {
          const fig = el("span", "played");
          fig.appendChild(img);
          fig.appendChild(el("span", "played-by", by));
          box.appendChild(fig);
        } else {
          box.appendChild(img);
        }
      });
      return box;
    }
    const top = cards[cards.length - 1];
    if (top !== null && up[cards.length - 1]) box.appendChild(cardFig(top, size, false));
    else box.appendChild(cardImg(null, size));  // a pile of hidden cards: a back, and how many
    box.appendChild(count(cards.length));
    return box;
  }

  function zoneChip(z, wide) {
    const chip = el("div", "zone" + (wide ? " wide" : "") + ((z.cards || []).length ? "" : " empty"));
    chip.appendChild(el("span", "zone-label", zoneWord(z)));
    chip.appendChild(zoneCards(z, wide ? 40 : 30));
    return chip;
  }

  function renderTable(hand, names) {
    const box = $("table");
    box.textContent = "";
    const zones = (state.zones || []).filter((z) => z !== hand);
    const pub = el("div", "public");
    zones.filter((z) => !Number.isInteger(z.owner)).forEach((z) => {
      const wide = !PILES.includes(z.kind) && z.layout !== "stack";
      pub.appendChild(zoneChip(z, wide));
    });
    if (pub.children.length) box.appendChild(pub);
    // one row per seat: its zones side by side (the others' first, then this seat's own)
    const order = names.map((_, i) => i).filter((i) => i !== state.seat);
    if (Number.isInteger(state.seat)) order.push(state.seat);
    order.forEach((i) => {
      const own = zones.filter((z) => z.owner === i);
      if (!own.length) return;
      const cls = (i === state.seat ? " me" : "") + (i === state.to_move && !state.over ? " to-move" : "");
      const row = el("div", "seat-row" + cls);
      row.appendChild(el("span", "seat-name", names[i] || "Seat " + (i + 1)));
      const parts = el("span", "seat-zones");
      own.forEach((z) => {
        const part = el("span", "seat-zone");
        part.appendChild(el("span", "zone-label", zoneWord(z)));
        part.appendChild(zoneCards(z, i === state.seat ? 40 : 30));
        parts.appendChild(part);
      });
      row.appendChild(parts);
      box.appendChild(row);
    });
  }

  function renderHand(hand) {
    const box = $("hand");
    box.textContent = "";
    const cards = hand ? hand.cards || [] : [];
    $("hand-title").textContent = hand && hand.label ? hand.label : "Your hand";
    box.classList.toggle("empty", !cards.length);
    if (!cards.length) {
      box.textContent = hand && hand.label ? "None now." : "No cards in your hand.";
      return;
    }
    const moves = state.moves || [];
    const cssW = Math.max(64, box.clientWidth ? box.clientWidth / 4 : 90);
    const anyPlayable = cards.some((id) => id !== null && moves.some((mv) => (mv.cards || []).includes(id)));
    cards.forEach((id) => {
      const b = el("button", "card");
      b.type = "button";
      const its = id === null ? [] : moves.filter((mv) => (mv.cards || []).includes(id));
      if (its.length) b.classList.add("playable");
      else if (anyPlayable) b.classList.add("idle");
      if (id !== null && id === selected) b.classList.add("selected");
      const words = its.length === 1 ? its[0].label : its.length ? its.length + " moves" : "no move now";
      const word = id === null ? "" : cardWord(id);
      b.setAttribute("aria-label", id === null ? "a card face down" : (word ? word + ": " : "card: ") + words);
      b.appendChild(cardImg(id, cssW, ""));
      if (word) b.appendChild(el("span", "tag tag-" + word.replace(/[^a-z]/gi, "").toLowerCase(), word));
      if (its.length === 1 && word) b.title = its[0].label;
      b.disabled = pending;
      if (id !== null) b.addEventListener("click", () => tapCard(id));
      box.appendChild(b);
    });
  }

  function renderMoves(handIds) {
    const box = $("moves");
    box.textContent = "";
    const moves = state.moves || [];
    const touchesHand = (mv) => (mv.cards || []).some((c) => handIds.includes(c));
    if (selected !== null) {
      const its = moves.filter((mv) => (mv.cards || []).includes(selected));
      its.forEach((mv) => box.appendChild(moveButton(mv, "for-card")));
    }
    const free = moves.filter((mv) => !touchesHand(mv));
    free.forEach((mv) => box.appendChild(moveButton(mv, "")));
    // many short words (bids: "Bid 0" ... "Bid 10"): four a row, so they fit under the hand
    box.classList.toggle("short", free.length > 4 && free.every((mv) => String(mv.label).length <= 8));
    if (state.my_turn && !free.length && selected === null && moves.length) {
      box.appendChild(el("p", "moves-head", "Tap a card to play it."));
    }
  }

  function moveButton(mv, cls) {
    const b = el("button", cls, mv.label);
    b.type = "button";
    b.disabled = pending;
    b.addEventListener("click", () => makeMove(mv));
    return b;
  }

  const SEAT_COUNTERS = ["dealer", "first", "challenger", "leader"];

  function words(key) {
    const k = String(key).replace(/_/g, " ");
    return k.charAt(0).toUpperCase() + k.slice(1);
  }

  function renderScores(names) {
    const box = $("scores");
    box.textContent = "";
    const scores = state.scores || [];
    const counters = state.counters && typeof state.counters === "object" && !Array.isArray(state.counters)
      ? state.counters : {};
    // a counter with a value per seat is a column; "score" is the scores themselves
    const columns = Object.keys(counters).filter((k) => k !== "score" && Array.isArray(counters[k]) &&
      counters[k].length === names.length && counters[k].every((v) => v === null || typeof v !== "object"));
    const table = el("table");
    const head = el("tr");
    head.appendChild(el("th", "", ""));
    columns.forEach((k) => head.appendChild(el("th", "num", words(k))));
    head.appendChild(el("th", "num", "Score"));
    table.appendChild(head);
    names.forEach((n, i) => {
      const tr = el("tr", i === state.seat ? "me" : "");
      tr.appendChild(el("td", "", n));
      columns.forEach((k) => tr.appendChild(el("td", "num", counters[k][i] === null ? "–" : fmt(counters[k][i]))));
      const sc = scores[i];
      tr.appendChild(el("td", "num", sc === undefined || sc === null ? "" : fmt(sc)));
      table.appendChild(tr);
    });
    box.appendChild(table);
    const facts = [];
    Object.entries(counters).forEach(([k, v]) => {
      if (v === null || typeof v === "object" || typeof v === "boolean") return;
      if (SEAT_COUNTERS.includes(k)) {
        if (Number.isInteger(v) && names[v]) facts.push(words(k) + ": " + names[v]);
      } else if (typeof v === "number" && ["deal", "hand_size", "pot", "total", "round"].includes(k)) {
        facts.push(words(k) + ": " + fmt(v));
      }
    });
    if (facts.length) box.appendChild(el("p", "facts", facts.join(" · ")));
  }

  function fmt(x) {
    return typeof x === "number" && !Number.isInteger(x) ? x.toFixed(1) : String(x);
  }

  function renderLog() {
    const box = $("log");
    const lines = (state.log || []).slice(-200);
    const atEnd = box.scrollHeight - box.scrollTop - box.clientHeight < 24;
    box.textContent = "";
    lines.forEach((line) => box.appendChild(el("p", "", line)));
    if (atEnd || !box.dataset.seen) box.scrollTop = box.scrollHeight;
    box.dataset.seen = "1";
  }

  // -- starting ----------------------------------------------------------------------------------------
  function start() {
    if (!TOKEN) {
      notice("This link has no seat in it", "Scan the QR code on the big screen again.");
      conn("No seat", "bad");
      return;
    }
    $("join-form").addEventListener("submit", (ev) => {
      ev.preventDefault();
      const name = $("device").value.trim().slice(0, 40);
      if (!name) return;
      store(DEVICE_STORE, name);
      notice("Joining", "");
      connect();
    });
    $("retry").addEventListener("click", () => {
      tries = 0;
      stopped = false;
      connect();
    });
    $("log-box").addEventListener("toggle", () => {
      const box = $("log");
      box.scrollTop = box.scrollHeight;
    });
    document.addEventListener("visibilitychange", () => {
      if (document.visibilityState === "visible" && !ws && joined) { tries = 0; connect(); }
    });
    window.addEventListener("online", () => { if (!ws && joined) { tries = 0; connect(); } });
    // keep-alive: a ping every 20 s; a connection silent for 50 s is taken for dead and opened again
    setInterval(() => {
      if (!ws || ws.readyState !== WebSocket.OPEN) return;
      if (lastHeard && Date.now() - lastHeard > 50000) { drop(); return; }
      send({t: "ping"});
    }, 20000);
    if (load(KEY_STORE) && load(DEVICE_STORE)) {
      connect();
    } else {
      $("device").value = load(DEVICE_STORE) || "";
      conn("Not joined", "wait");
      show("join");
      $("device").focus();
    }
  }

  start();
})();
