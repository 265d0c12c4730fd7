// Measures the phone page as drawn (run by page.evaluate in the browser tests): the words broken across
// lines, and whether the turn banner and the choices of a turn are in one view.
window.__measure = (() => {
  const visible = (el) => !!el && el.getClientRects().length > 0 &&
    (!el.checkVisibility || el.checkVisibility({visibilityProperty: true, opacityProperty: false}));

  // every word of every text shown, by Range rects: a word whose pieces lie on two lines is broken
  // (a line may break after a hyphen, a dash or a slash: those are where words part on their own)
  function brokenWords() {
    const bad = [];
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    const range = document.createRange();
    const re = /[^\s\-\u2010-\u2015\/]+[\-\u2010-\u2015\/]?/g;
    let n;
    while ((n = walker.nextNode())) {
      const el = n.parentElement;
      if (!visible(el)) continue;
      re.lastIndex = 0;
      let m;
      while ((m = re.exec(n.data))) {
        range.setStart(n, m.index);
        range.setEnd(n, m.index + m[0].length);
        const tops = [...range.getClientRects()].filter((r) => r.width > 0.5 && r.height > 0.5).map((r) => r.top);
        if (tops.length > 1 && Math.max(...tops) - Math.min(...tops) > 2) {
          bad.push(m[0] + " in <" + el.tagName.toLowerCase() + (el.id ? "#" + el.id : "") +
                   (el.className ? "." + String(el.className).split(" ")[0] : "") + "> \"" + n.data.slice(0, 50) + "\"");
        }
      }
    }
    return bad;
  }

  // the part of the page the person sees: under the sticky bar, above the window's bottom
  function inView(el) {
    const r = el.getBoundingClientRect();
    const top = document.getElementById("top");
    const ceiling = top ? top.getBoundingClientRect().bottom : 0;
    return r.height > 0 && r.top >= ceiling - 1 && r.bottom <= window.innerHeight + 1;
  }

  // the turn: the banner in view, and every move offered in the same view by something to tap: its button
  // (by its words), or a card button (of the hand, or of the table) showing one of the cards it moves
  function turnInView(moves) {
    const banner = document.getElementById("turn");
    const out = {banner: visible(banner) && inView(banner), missing: []};
    const taps = [...document.querySelectorAll("button")].filter(visible).filter(inView).map((b) => ({
      text: b.textContent.trim(),
      cards: [...b.querySelectorAll("img")].map((i) => (/\/card\/(\d+)\.png/.exec(i.getAttribute("src") || "") || [])[1])
        .filter(Boolean).map(Number),
    }));
    for (const mv of moves) {
      const cards = mv.cards || [];
      if (!taps.some((t) => t.text === mv.label || t.cards.some((c) => cards.includes(c)))) out.missing.push(mv.label);
    }
    return out;
  }

  return {brokenWords, turnInView};
})();
