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
  let wasTurnShown = "";  // the choices of the turn last brought into view

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
    for (const id of ["join", "notice", "play"]) setHidden($(id), id !== which);
  }

  function conn(text, kind) {
    const c = $("conn");
    setText(c, text);
    setClass(c, "conn-" + kind);
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
    const title = (game ? game + " · " : "") + "Card Table";
    if (document.title === title && $("seat-name").textContent === (who || "Card Table")) return;
    $("seat-name").textContent = who || "Card Table";
    $("game-name").textContent = game ? "· " + game : "";
    document.title = title;
    barHeight();
  }

  // the bar's height, for the turn's banner kept in view under it
  function barHeight() {
    document.documentElement.style.setProperty("--bar-h", $("top").offsetHeight + "px");
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

  // A tap on a card (of the hand, or one on the table that a move takes): its one move is made, a card
  // with several shows them as buttons, a card with none says why (the seat's chair answers in the game's words).
  function tapCard(id) {
    if (pending || !state) return;
    const mine = (state.moves || []).filter((mv) => (mv.cards || []).includes(id));
    if (mine.length === 1 && sameCards(mine[0].cards, [id])) {
      makeMove(mine[0]);
      return;
    }
    if (mine.length === 0) {
      selected = null;
      refusal = state.my_turn ? "Not allowed: that card has no move now" : "Not allowed: it is not your turn";
      send({t: "why", v: state.v, c: id});
    } else {
      selected = selected === id ? null : id;
      refusal = "";
    }
    render();
    if (selected !== null) requestAnimationFrame(() => showChoices(false));
  }

  // A tap on a move's button: the move of that name in the state shown now (the button is of that state:
  // a state that drops the move drops its button in the same task).
  function tapMove(label) {
    const mv = state && (state.moves || []).find((m) => m.label === label);
    if (mv) makeMove(mv);
  }

  // -- drawing: each part only when what it shows changed, and then only the pieces that changed ------------
  const drawn = {};  // part -> the key of what it shows now

  function changed(part, key) {
    if (drawn[part] === key) return false;
    drawn[part] = key;
    return true;
  }
  function setText(e, text) {
    if (e.textContent !== text) e.textContent = text;
  }
  function setHidden(e, hidden) {
    if (e.hidden !== hidden) e.hidden = hidden;
  }
  function setClass(e, cls) {
    if (e.className !== cls) e.className = cls;
  }
  // ``box`` holds exactly ``nodes`` in that order; nodes already in place are not touched.
  function place(box, nodes) {
    const keep = new Set(nodes);
    for (const n of [...box.childNodes]) if (!keep.has(n)) box.removeChild(n);  // what went: gone first, the rest stay put
    nodes.forEach((n, i) => {
      const at = box.childNodes[i] || null;
      if (at !== n) box.insertBefore(n, at);
    });
    while (box.childNodes.length > nodes.length) box.removeChild(box.lastChild);
  }
  // Pieces made once per key and kept while a state still shows them (``cache``: key -> node).
  function reuse(cache, used, key, make) {
    let n = cache.get(key);
    if (!n || used.has(key)) n = make();
    used.set(key, n);
    return n;
  }

  let picks = new Map();  // card id on the table -> the moves that take it (tapped there, as in the hand)

  function render() {
    if (!state) return;
    const held = touching && touched && touched.isConnected ? touched : null;
    const y0 = held ? held.getBoundingClientRect().top : 0;
    draw();
    if (held && held.isConnected) {
      const dy = held.getBoundingClientRect().top - y0;
      if (Math.abs(dy) > 0.5) window.scrollBy(0, dy);
    }
  }

  function draw() {
    show("play");
    const body = document.body.dataset;
    if (body.v !== String(state.v)) body.v = String(state.v);  // for tests and curious people: the table's version
    const mt = state.my_turn ? "1" : "0";
    if (body.myTurn !== mt) body.myTurn = mt;
    header();
    if (document.body.classList.contains("sending") !== pending) document.body.classList.toggle("sending", pending);
    const names = state.names || [];
    const hand = myHand();
    const handIds = hand ? (hand.cards || []).filter((c) => c !== null) : [];
    picks = tablePicks(hand, handIds);
    if (selected !== null && !handIds.includes(selected) && !picks.has(selected)) selected = null;
    const brk = state.break || null;
    renderBetween(brk, names);
    // the table under it is the next deal's already: hidden until it starts, as at the big screen
    for (const id of ["hand-box", "table", "scores-box", "moves", "prompt", "turn"]) setHidden($(id), !!brk);
    renderTurn(names);
    renderTable(hand, names);
    renderHand(hand);
    renderMoves(handIds);
    // the latest thing that happened, in the game's words ("You place a rose"): what a tap just did
    const log = state.log || [];
    const last = $("last");
    setText(last, log.length && !brk ? log[log.length - 1] : "");
    setHidden(last, !last.textContent);
    const r = $("refusal");
    setText(r, refusal);
    setHidden(r, !refusal);
    renderScores(names);
    renderLog();
    // a new turn, or new choices in it (a card drawn, now one to discard): the banner and what is chosen
    // from in one view
    const choices = state.my_turn && !brk && !state.over ? (state.moves || []).map((mv) => mv.label).join("\n") : "";
    if (choices && choices !== wasTurnShown) requestAnimationFrame(scrollWhenFree);
    wasTurnShown = choices;
  }

  // Moves that take one card shown on the table, not in the hand (a draft from the tableau, the discard's top):
  // that card is tapped where it lies.
  function tablePicks(hand, handIds) {
    const out = new Map();
    if (!state.my_turn) return out;
    const onTable = new Set();
    (state.zones || []).forEach((z) => {
      if (z !== hand) (z.cards || []).forEach((c) => { if (c !== null) onTable.add(c); });
    });
    (state.moves || []).forEach((mv) => {
      const cards = mv.cards || [];
      if (cards.length === 1 && !handIds.includes(cards[0]) && onTable.has(cards[0])) {
        if (!out.has(cards[0])) out.set(cards[0], []);
        out.get(cards[0]).push(mv);
      }
    });
    return out;
  }

  // The page never scrolls under a finger (a tap would land elsewhere, or not at all): a scroll owed while
  // a finger is down waits until it is lifted and its tap is done.
  let touching = false;
  let owedScroll = false;
  function scrollWhenFree() {
    if (touching) owedScroll = true;
    else showChoices(true);
  }
  // Nor does it get shorter under a finger (the window would scroll to its new end): while one is down,
  // the page keeps at least the height it had.
  let fingers = 0;
  let touched = null;  // what the finger is on: kept where it is on the screen while the page changes
  function fingerDown(ev) {
    touching = true;
    touched = ev.target instanceof Element ? ev.target.closest("button, summary, #hand-box, #table") : null;
    fingers += 1;
    document.body.style.minHeight = document.documentElement.scrollHeight + "px";
  }
  function fingerUp() {
    const mine = fingers;
    setTimeout(() => {  // after the tap's click
      if (fingers !== mine || !touching) return;
      touching = false;
      touched = null;
      document.body.style.minHeight = "";
      if (owedScroll) {
        owedScroll = false;
        scrollWhenFree();
      }
    }, 100);
  }

  // Scrolls so that the turn's choices (the hand's playable cards, the table's, the buttons) lie under the
  // banner, which stays at the top (``first``: a new turn; else only the buttons a card just showed).
  function showChoices(first) {
    // (the table's cards only when they alone offer their moves: else their buttons stand for them)
    const sel = !first ? "#moves button.for-card"
      : "#hand .card.playable, #moves button" + (picksOnly ? ", #table .pick" : "");
    const els = [...document.querySelectorAll(sel)].filter((e) => e.getClientRects().length);
    if (!els.length) return;
    const top = Math.min(...els.map((e) => e.getBoundingClientRect().top));
    const bottom = Math.max(...els.map((e) => e.getBoundingClientRect().bottom));
    const ceiling = $("turn-box").getBoundingClientRect().bottom + 6;
    const floor = window.innerHeight - 6;
    let dy = 0;
    if (top < ceiling || bottom - top > floor - ceiling) dy = top - ceiling;
    else if (bottom > floor) dy = bottom - floor;
    if (Math.abs(dy) > 1) window.scrollBy(0, dy);
  }

  // Between deals: the deal's summary, as the big screen shows it, and Ready (the next deal starts
  // when every phone is ready, or when the big screen presses on).
  let readyButton = null;  // Ready: one button kept from state to state (a tap on it is never lost to a redraw)
  let readyDeal = null;

  function renderBetween(brk, names) {
    const box = $("between");
    setHidden(box, !brk);
    if (!brk) {
      if (changed("between", "")) place(box, []);
      return;
    }
    const ready = (brk.ready || []).includes(state.seat);
    const waiting = (brk.waiting || []).filter((i) => i !== state.seat).map((i) => names[i]).filter(Boolean);
    const summary = JSON.stringify([brk.deal, brk.over, brk.lines, brk.heads, brk.rows, names, state.seat]);
    let text = "";
    if (ready) {
      text = waiting.length ? "You are ready. Waiting for " + waiting.join(", ") + "." : "Everyone is ready.";
      if (brk.screen) text += " The big screen goes on when it is pressed there.";
    }
    if (!changed("between", JSON.stringify([summary, ready, text]))) return;
    const nodes = [];
    if (drawn.summary !== summary || !box.firstChild) {
      drawn.summary = summary;
      const part = el("div", "between-summary");
      part.appendChild(el("h2", "between-title", brk.over ? "The game is over: deal " + brk.deal + " is scored"
        : "Deal " + brk.deal + " is scored"));
      (brk.lines || []).forEach((line) => part.appendChild(el("p", "between-line", line)));
      const heads = brk.heads || [];
      if (heads.length) {
        const table = el("table");
        const head = el("tr");
        head.appendChild(el("th", "", ""));
        heads.forEach((h) => head.appendChild(el("th", "num", h)));
        table.appendChild(head);
        (brk.rows || []).forEach((row, i) => {
          const tr = el("tr", i === state.seat ? "me" : "");
          tr.appendChild(el("td", "name", names[i] || "Seat " + (i + 1)));
          row.forEach((v) => tr.appendChild(el("td", "num", v)));
          table.appendChild(tr);
        });
        part.appendChild(table);
      }
      nodes.push(part);
    } else {
      nodes.push(box.firstChild);
    }
    if (!ready) {
      if (!readyButton) {
        readyButton = el("button", "big");
        readyButton.type = "button";
        readyButton.id = "ready";
        readyButton.addEventListener("click", () => {
          const b = state && state.break;
          if (!b) return;
          send({t: "ready", deal: b.deal});
          readyButton.disabled = true;
        });
      }
      if (readyDeal !== brk.deal) {
        readyDeal = brk.deal;
        readyButton.disabled = false;
      }
      setText(readyButton, brk.over ? "Ready: see the final scores" : "Ready for the next deal");
      nodes.push(readyButton);
    } else {
      nodes.push(el("p", "between-wait", text));
    }
    place(box, nodes);
  }

  function renderTurn(names) {
    const t = $("turn");
    const mine = !!state.my_turn && !state.over;
    let text = "Waiting";
    if (state.over) text = "The game is over";
    else if (mine) text = "Your turn";
    else if (Number.isInteger(state.to_move) && names[state.to_move]) text = names[state.to_move] + " to play";
    setText(t, text);
    setClass(t, mine ? "mine" : "");
    if (mine && !wasMyTurn && navigator.vibrate) {
      try { navigator.vibrate([120, 60, 120]); } catch (e) { /* not allowed before a tap */ }
    }
    wasMyTurn = mine;
    const prompt = state.prompt || "";
    const p = $("prompt");
    setText(p, prompt.replace(/\.$/, "") === text ? "" : prompt);
    setHidden(p, !p.textContent || !!state.break);
    const over = $("over");
    if (state.over) {
      const w = (state.winners || []).map((i) => names[i]).filter(Boolean);
      setText(over, w.length ? "Winner: " + w.join(", ") : "The game is over.");
    }
    setHidden(over, !state.over);
  }

  const PILES = ["stock", "discard", "pile", "stack", "out"];
  const KIND_WORDS = {hand: "Hand", stock: "Stock", discard: "Discards", pile: "Pile", stack: "Stack", out: "Out",
    trick: "Trick", meld: "Melds", layout: "Layout", tableau: "Tableau"};

  function zoneWord(z) {
    return z.label || KIND_WORDS[z.kind] || z.name || "";
  }

  // A card on the table; one a move takes is a button, tapped as a card of the hand is.
  function tableCard(c, size, down) {
    const fig = cardFig(c, size, down);
    const its = c === null || c === undefined ? null : picks.get(c);
    if (!its) return fig;
    const b = el("button", c === selected ? "pick selected" : "pick");
    b.type = "button";
    b.dataset.card = String(c);
    b.setAttribute("aria-label", its.length === 1 ? its[0].label : its.length + " moves");
    b.appendChild(fig);
    return b;
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
      cards.forEach((c, k) => grid.appendChild(tableCard(c, size, c !== null && !up[k])));
      box.appendChild(grid);
      return box;
    }
    if (spread || mineKnown || (z.kind === "hand" && z.owner === state.seat)) {
      cards.forEach((c, k) => {
        const img = tableCard(c, size, c !== null && !up[k] && z.kind !== "hand");
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
    if (top !== null && up[cards.length - 1]) box.appendChild(tableCard(top, size, false));
    else box.appendChild(cardImg(null, size));  // a pile of hidden cards: a back, and how many
    box.appendChild(count(cards.length));
    return box;
  }

  // What a zone's drawing depends on: the zone, the words of its cards, the moves that take its cards.
  function zoneKey(z) {
    const cards = (z.cards || []).filter((c) => c !== null);
    return JSON.stringify([z, cards.map(cardWord), cards.map((c) => (picks.get(c) || []).map((mv) => mv.label)),
      cards.indexOf(selected)]);
  }

  let tableParts = new Map();  // key -> a chip or a seat's row, as drawn

  function renderTable(hand, names) {
    const box = $("table");
    const zones = (state.zones || []).filter((z) => z !== hand);
    const keys = zones.map(zoneKey);
    if (!changed("table", JSON.stringify([keys, names, state.seat, state.to_move, state.over]))) return;
    const used = new Map();
    const parts = [];
    const pub = [];
    zones.forEach((z, k) => {
      if (Number.isInteger(z.owner)) return;
      const wide = !PILES.includes(z.kind) && z.layout !== "stack";
      pub.push(reuse(tableParts, used, "z" + wide + keys[k], () => {
        const chip = el("div", "zone" + (wide ? " wide" : "") + ((z.cards || []).length ? "" : " empty"));
        chip.appendChild(el("span", "zone-label", zoneWord(z)));
        chip.appendChild(zoneCards(z, wide ? 40 : 30));
        return chip;
      }));
    });
    if (pub.length) {
      const grid = reuse(tableParts, used, "public", () => el("div", "public"));
      place(grid, pub);
      parts.push(grid);
    }
    // one row per seat: its zones side by side (the others' first, then this seat's own)
    const order = names.map((_, i) => i).filter((i) => i !== state.seat);
    if (Number.isInteger(state.seat)) order.push(state.seat);
    order.forEach((i) => {
      const own = zones.map((z, k) => [z, keys[k]]).filter(([z]) => z.owner === i);
      if (!own.length) return;
      const cls = "seat-row" + (i === state.seat ? " me" : "") + (i === state.to_move && !state.over ? " to-move" : "");
      const name = names[i] || "Seat " + (i + 1);
      parts.push(reuse(tableParts, used, JSON.stringify([cls, name, own.map(([, key]) => key)]), () => {
        const row = el("div", cls);
        row.appendChild(el("span", "seat-name", name));
        const zs = el("span", "seat-zones");
        own.forEach(([z]) => {
          const part = el("span", "seat-zone");
          part.appendChild(el("span", "zone-label", zoneWord(z)));
          part.appendChild(zoneCards(z, i === state.seat ? 40 : 30));
          zs.appendChild(part);
        });
        row.appendChild(zs);
        return row;
      }));
    });
    place(box, parts);
    tableParts = used;
  }

  let handCards = new Map();  // key ("c<id>", or "n<place>" for a card face down) -> its button

  let pageWidth = 0;  // the window's width, read once and again only when it changes size
  function handWidth() {
    // a card's picture is drawn for about a quarter of the page's column (rounded by ``pixels``)
    if (!pageWidth) pageWidth = window.innerWidth || 360;
    return Math.max(64, Math.min(pageWidth, 560) / 4);
  }

  function renderHand(hand) {
    const box = $("hand");
    const cards = hand ? hand.cards || [] : [];
    setText($("hand-title"), hand && hand.label ? hand.label : "Your hand");
    const moves = state.moves || [];
    const by = new Map();  // card id -> its moves
    moves.forEach((mv) => (mv.cards || []).forEach((c) => {
      if (!by.has(c)) by.set(c, []);
      by.get(c).push(mv);
    }));
    const anyPlayable = cards.some((id) => id !== null && by.has(id));
    const words = cards.map((id) => (id === null ? "" : cardWord(id)));
    const labels = cards.map((id) => (id === null ? [] : (by.get(id) || []).map((mv) => mv.label)));
    if (!changed("hand", JSON.stringify([cards, words, labels, selected, anyPlayable, hand ? hand.label : null]))) return;
    box.classList.toggle("empty", !cards.length);
    if (!cards.length) {
      place(box, [el("span", "", hand && hand.label ? "None now." : "No cards in your hand.")]);
      handCards = new Map();
      return;
    }
    const used = new Map();
    const cssW = handWidth();
    const nodes = cards.map((id, k) => {
      const key = id === null ? "n" + k : "c" + id;
      let b = handCards.get(key);
      if (!b || used.has(key)) {
        b = el("button", "card");
        b.type = "button";
        if (id !== null) b.dataset.card = String(id);
        b.appendChild(cardImg(id, cssW, ""));
      }
      used.set(key, b);
      const its = labels[k];
      let cls = "card";
      if (its.length) cls += " playable";
      else if (anyPlayable) cls += " idle";
      if (id !== null && id === selected) cls += " selected";
      setClass(b, cls);
      const word = words[k];
      const said = its.length === 1 ? its[0] : its.length ? its.length + " moves" : "no move now";
      const aria = id === null ? "a card face down" : (word ? word + ": " : "card: ") + said;
      if (b.getAttribute("aria-label") !== aria) b.setAttribute("aria-label", aria);
      const title = its.length === 1 && word ? its[0] : "";
      if (b.title !== title) b.title = title;
      let tag = b.querySelector(".tag");
      if (word && !tag) tag = b.appendChild(el("span", ""));
      if (tag && !word) tag.remove();
      else if (tag) {
        setClass(tag, "tag tag-" + word.replace(/[^a-z]/gi, "").toLowerCase());
        setText(tag, word);
      }
      return b;
    });
    place(box, nodes);
    handCards = used;
  }

  let moveButtons = new Map();
  let picksOnly = false;  // the table's cards are the only buttons of their moves (a draft from the tableau)  // "<class> <label>" -> its button

  function renderMoves(handIds) {
    const box = $("moves");
    const moves = state.moves || [];
    const touchesHand = (mv) => (mv.cards || []).some((c) => handIds.includes(c));
    const want = [];  // [class, label]
    if (selected !== null) {
      moves.filter((mv) => (mv.cards || []).includes(selected)).forEach((mv) => want.push(["for-card", mv.label]));
    }
    let free = moves.filter((mv) => !touchesHand(mv));
    // many moves that each take one card on the table (a draft from the tableau): the cards are the buttons
    const onTable = (mv) => (mv.cards || []).length === 1 && picks.has(mv.cards[0]);
    const tapTable = free.filter(onTable).length > 4;
    picksOnly = tapTable;
    if (tapTable) free = free.filter((mv) => !onTable(mv));
    free.forEach((mv) => want.push(["", mv.label]));
    // many short words (bids: "Bid 0" ... "Bid 10"): four a row, so they fit under the hand
    const short = free.length > 4 && free.every((mv) => String(mv.label).length <= 8);
    let head = "";
    if (state.my_turn && tapTable) head = "Tap a card on the table to take it.";
    else if (state.my_turn && !free.length && selected === null && moves.length) head = "Tap a card to play it.";
    if (!changed("moves", JSON.stringify([want, short, head]))) return;
    box.classList.toggle("short", short);
    const used = new Map();
    const nodes = want.map(([cls, label]) => reuse(moveButtons, used, cls + " " + label, () => {
      const b = el("button", cls, label);
      b.type = "button";
      b.dataset.label = label;
      return b;
    }));
    if (head) nodes.push(reuse(moveButtons, used, "head " + head, () => el("p", "moves-head", head)));
    place(box, nodes);
    moveButtons = used;
  }

  const SEAT_COUNTERS = ["dealer", "first", "challenger", "leader"];

  function words(key) {
    const k = String(key).replace(/_/g, " ");
    return k.charAt(0).toUpperCase() + k.slice(1);
  }

  function renderScores(names) {
    const box = $("scores");
    const scores = state.scores || [];
    const counters = state.counters && typeof state.counters === "object" && !Array.isArray(state.counters)
      ? state.counters : {};
    if (!changed("scores", JSON.stringify([names, scores, counters, state.seat]))) return;
    box.textContent = "";
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
      tr.appendChild(el("td", "name", n));
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

  let logShown = [];  // the log's lines on the page

  // The log: its new lines appended, the lines gone off its top removed; the rest untouched.
  function renderLog() {
    const box = $("log");
    const lines = (state.log || []).slice(-200);
    const old = logShown;
    let shift = -1;  // the old lines gone off the top, if the new log goes on from the old
    for (let s = 0; s <= old.length && shift < 0; s++) {
      const n = old.length - s;
      if (n > lines.length) continue;
      let same = true;
      for (let k = 0; k < n && same; k++) same = old[s + k] === lines[k];
      if (same) shift = s;
    }
    if (shift === 0 && lines.length === old.length) return;
    // (its place read only while it is open: a closed log costs no layout)
    const open = $("log-box").open;
    const atEnd = open && (!box.dataset.seen || box.scrollHeight - box.scrollTop - box.clientHeight < 24);
    if (shift < 0) {
      box.textContent = "";
      lines.forEach((line) => box.appendChild(el("p", "", line)));
    } else {
      for (let s = 0; s < shift; s++) box.removeChild(box.firstChild);
      lines.slice(old.length - shift).forEach((line) => box.appendChild(el("p", "", line)));
    }
    logShown = lines;
    if (atEnd) box.scrollTop = box.scrollHeight;
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
    // taps on cards and buttons drawn from a state: one listener each, for the pieces kept from state to state
    $("hand").addEventListener("click", (ev) => {
      const b = ev.target.closest("button.card");
      if (b && b.dataset.card !== undefined) tapCard(Number(b.dataset.card));
    });
    $("table").addEventListener("click", (ev) => {
      const b = ev.target.closest("button.pick");
      if (b && b.dataset.card !== undefined) tapCard(Number(b.dataset.card));
    });
    $("moves").addEventListener("click", (ev) => {
      const b = ev.target.closest("button");
      if (b && b.dataset.label !== undefined) tapMove(b.dataset.label);
    });
    $("log-box").addEventListener("toggle", () => {
      const box = $("log");
      box.scrollTop = box.scrollHeight;
    });
    for (const [down, up] of [["touchstart", ["touchend", "touchcancel"]], ["pointerdown", ["pointerup", "pointercancel"]]]) {
      document.addEventListener(down, fingerDown, {passive: true, capture: true});
      up.forEach((kind) => document.addEventListener(kind, fingerUp, {passive: true, capture: true}));
    }
    window.addEventListener("resize", () => { pageWidth = 0; barHeight(); });
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
