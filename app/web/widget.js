/* MTG Rules Judge chat widget. Embed with one tag:
 *   <script src="https://judge.example/widget.js" data-lang="es" async></script>
 * Attributes: data-api (service base URL; default: where this script came from), data-lang ("en"|"es";
 * default: the page's <html lang>). No build step; no dependencies; styles live in a shadow root. */
(function () {
  "use strict";
  var script = document.currentScript || document.querySelector('script[src*="widget.js"]');
  var API = ((script && script.getAttribute("data-api")) || new URL(script.src, location.href).origin).replace(/\/$/, "");
  var pageLang = ((script && script.getAttribute("data-lang")) || document.documentElement.lang || "en").slice(0, 2).toLowerCase();
  var LANG = pageLang === "es" ? "es" : "en";
  // the service's limits (JUDGE_MAX_QUESTION_CHARS, JUDGE_MAX_HISTORY_*), written in as the service serves this file
  var LIMITS = __JUDGE_LIMITS__;
  var MAX_CHARS = LIMITS.max_question_chars;
  // the conversation so far (this page, in memory only): sent as `history` so follow-ups are understood
  var MAX_TURNS = LIMITS.max_history_turns, MAX_HISTORY_CHARS = LIMITS.max_history_chars, ANSWER_CHARS = 600;
  var turns = [];
  var T = {
    en: {
      open: "Ask the rules judge", title: "Rules judge", close: "Close", placeholder: "Ask a rules question…",
      send: "Ask", thinking: "Looking up the rules…", down: "The judge service can't be reached. Check your connection and try again.",
      limited: "Too many questions right now. Try again in {s} s.", tooLong: "That question is too long (max {n} characters).",
      empty: "Type a question first.", failed: "Something went wrong ({code}). Please try again.",
      edition: "Comprehensive Rules {v}", cites: "Cited rules", loading: "Loading rule…", notAnswered: "No answer",
      ruleFailed: "Couldn't load this rule.", englishText: "", newQuestion: "New question",
      about: "Answering about {cards}, from your previous question.", continuing: "Continuing your previous question.",
      ruleFailed: "Couldn't load this rule.", steps: "Why, step by step", more: "The rules and cards, quoted",
      stepsTitle: "Why, step by step:", cards: "Cards named", oracle: "Oracle text", english: "",
      ruling: "Ruling of {date}", noRulings: "No ruling on this card bears on the question."
    },
    es: {
      open: "Pregunta al juez de reglas", title: "Juez de reglas", close: "Cerrar", placeholder: "Haz una pregunta de reglas…",
      send: "Preguntar", thinking: "Buscando en las reglas…", down: "No se puede contactar con el servicio del juez. Revisa tu conexión e inténtalo de nuevo.",
      limited: "Demasiadas preguntas ahora mismo. Inténtalo de nuevo en {s} s.", tooLong: "La pregunta es demasiado larga (máximo {n} caracteres).",
      empty: "Escribe una pregunta primero.", failed: "Algo salió mal ({code}). Inténtalo de nuevo.",
      edition: "Reglas Completas {v}", cites: "Reglas citadas", loading: "Cargando la regla…", notAnswered: "Sin respuesta",
      ruleFailed: "No se pudo cargar esta regla.", englishText: "Texto oficial en inglés", newQuestion: "Nueva pregunta",
      about: "Respondo sobre {cards}, de tu pregunta anterior.", continuing: "Sigo con tu pregunta anterior.",
      ruleFailed: "No se pudo cargar esta regla.", steps: "Por qué, paso a paso", more: "Las reglas y las cartas, citadas",
      stepsTitle: "Por qué, paso a paso:", cards: "Cartas nombradas", oracle: "Texto Oracle",
      english: "Texto Oracle y resoluciones: texto oficial en inglés", ruling: "Resolución del {date}",
      noRulings: "Ninguna resolución de esta carta trata esta pregunta."
    }
  }[LANG];
  function fmt(s, values) { return s.replace(/\{(\w+)\}/g, function (_, k) { return values[k]; }); }
  function el(tag, attrs, text) {
    var node = document.createElement(tag);
    Object.keys(attrs || {}).forEach(function (k) { node.setAttribute(k, attrs[k]); });
    if (text != null) node.textContent = text;
    return node;
  }

  var host = el("div", { id: "mtg-judge-widget" });
  document.body.appendChild(host);
  var root = host.attachShadow({ mode: "open" });
  var style = el("style");
  style.textContent = [
    ":host{all:initial}",
    "*{box-sizing:border-box;font-family:system-ui,-apple-system,'Segoe UI',Roboto,sans-serif}",
    ".launcher{position:fixed;right:16px;bottom:16px;z-index:2147483000;border:0;border-radius:999px;padding:12px 18px;background:#3b2b6b;color:#fff;font-size:15px;font-weight:600;box-shadow:0 4px 14px rgba(0,0,0,.3);cursor:pointer}",
    ".launcher:focus-visible,button:focus-visible,textarea:focus-visible{outline:3px solid #f0b400;outline-offset:2px}",
    ".panel{position:fixed;right:16px;bottom:72px;z-index:2147483000;width:min(400px,calc(100vw - 16px));height:min(600px,calc(100vh - 96px));display:flex;flex-direction:column;background:#fff;color:#1d1d1f;border-radius:14px;box-shadow:0 10px 40px rgba(0,0,0,.35);overflow:hidden}",
    "@media (max-width:480px){.panel{right:8px;left:8px;width:auto;bottom:68px;height:calc(100vh - 84px)}}",
    ".panel[hidden]{display:none}",
    "header{display:flex;align-items:center;justify-content:space-between;padding:10px 14px;background:#3b2b6b;color:#fff}",
    "header h2{margin:0;font-size:16px} header small{display:block;font-size:11px;opacity:.85}",
    ".x{background:transparent;border:0;color:#fff;font-size:22px;line-height:1;cursor:pointer;padding:4px 8px}",
    ".log{flex:1;overflow-y:auto;padding:12px;display:flex;flex-direction:column;gap:10px;font-size:14px;line-height:1.45}",
    ".msg{padding:8px 11px;border-radius:10px;white-space:pre-wrap;word-wrap:break-word;max-width:100%}",
    ".q{align-self:flex-end;background:#ece8f7} .a{align-self:flex-start;background:#f5f5f7} .err{background:#fde8e8;color:#8a1c1c}",
    ".chips{display:flex;flex-wrap:wrap;gap:6px;margin-top:8px}",
    ".chip{border:1px solid #3b2b6b;background:#fff;color:#3b2b6b;border-radius:999px;padding:3px 10px;font-size:13px;cursor:pointer}",
    ".chip[aria-expanded=true]{background:#3b2b6b;color:#fff}",
    ".chip.card{border-color:#8a5a00;color:#8a5a00}", ".card-box[hidden]{display:none}",
    ".chip.card[aria-expanded=true]{background:#8a5a00;color:#fff}",
    ".card-box{margin-top:6px;padding:8px;border-left:3px solid #8a5a00;background:#fffaf0;font-size:13px;white-space:pre-wrap}",
    ".card-box h3{margin:0 0 4px;font-size:13px} .card-box .meta,.card-box .lang-note{font-size:12px;color:#55556a;margin:0 0 4px}",
    ".card-box ul{margin:6px 0 0;padding-left:18px} .card-box li{margin:3px 0} .card-box .superseded{display:block;color:#8a1c1c;font-style:italic}",
    ".verdict{font-weight:600}",
    ".steps{margin:6px 0 0;padding-left:20px} .steps li{margin:2px 0}",
    "details.more{margin-top:6px;font-size:13px} details.more summary{cursor:pointer;color:#3b2b6b}",
    ".rule{margin-top:6px;padding:8px;border-left:3px solid #3b2b6b;background:#fff;font-size:13px;white-space:pre-wrap}",
    "form{display:flex;gap:8px;padding:10px;border-top:1px solid #e3e3e8}",
    "textarea{flex:1;resize:none;min-height:40px;max-height:120px;padding:8px;border:1px solid #c7c7cc;border-radius:8px;font-size:14px}",
    ".send{border:0;border-radius:8px;background:#3b2b6b;color:#fff;padding:0 14px;font-weight:600;cursor:pointer}",
    ".send[disabled]{opacity:.5;cursor:default}",
    ".new{background:transparent;border:1px solid rgba(255,255,255,.6);border-radius:6px;color:#fff;font-size:12px;padding:3px 8px;cursor:pointer;margin-left:auto;margin-right:6px}",
    ".new[hidden]{display:none}",
    ".ctx{display:block;font-size:12px;color:#55556a;font-style:italic;margin-bottom:4px}"
  ].join("\n");
  root.appendChild(style);

  var launcher = el("button", { class: "launcher", type: "button", "aria-haspopup": "dialog", "aria-expanded": "false", "aria-controls": "judge-panel" }, T.open);
  var panel = el("section", { class: "panel", id: "judge-panel", role: "dialog", "aria-label": T.title, hidden: "" });
  var header = el("header");
  var heading = el("div");
  heading.appendChild(el("h2", null, T.title));
  var edition = el("small", { class: "edition" });
  heading.appendChild(edition);
  var closeBtn = el("button", { class: "x", type: "button", "aria-label": T.close }, "×");
  var newBtn = el("button", { class: "new", type: "button", hidden: "" }, T.newQuestion);
  header.appendChild(heading);
  header.appendChild(newBtn);
  header.appendChild(closeBtn);
  var log = el("div", { class: "log", role: "log", "aria-live": "polite" });
  var form = el("form");
  var input = el("textarea", { rows: "2", maxlength: String(MAX_CHARS), placeholder: T.placeholder, "aria-label": T.placeholder });
  var send = el("button", { class: "send", type: "submit" }, T.send);
  form.appendChild(input);
  form.appendChild(send);
  panel.appendChild(header);
  panel.appendChild(log);
  panel.appendChild(form);
  root.appendChild(panel);
  root.appendChild(launcher);

  function setOpen(open) {
    panel.hidden = !open;
    launcher.setAttribute("aria-expanded", String(open));
    if (open) { input.focus(); loadEdition(); } else { launcher.focus(); }
  }
  launcher.addEventListener("click", function () { setOpen(panel.hidden); });
  newBtn.addEventListener("click", function () {
    if (busy) return;
    turns = [];
    log.textContent = "";
    newBtn.hidden = true;
    input.focus();
  });
  function remember(question, answer) {
    turns.push({ question: question, answer: answer.slice(0, ANSWER_CHARS) });
    turns = turns.slice(-MAX_TURNS);
    function size() { return turns.reduce(function (n, t) { return n + t.question.length + t.answer.length; }, 0); }
    while (turns.length && size() > MAX_HISTORY_CHARS) turns.shift();
    newBtn.hidden = turns.length === 0;
  }
  function contextNote(context) {
    if (!context || !context.follow_up) return null;
    var cards = (context.carried || []).filter(function (c) { return c.kind === "card"; }).map(function (c) { return c.value; });
    return el("span", { class: "ctx" }, cards.length ? fmt(T.about, { cards: cards.join(", ") }) : T.continuing);
  }
  closeBtn.addEventListener("click", function () { setOpen(false); });
  panel.addEventListener("keydown", function (e) { if (e.key === "Escape") setOpen(false); });
  input.addEventListener("keydown", function (e) {
    if (e.key === "Enter" && !e.shiftKey) { e.preventDefault(); form.requestSubmit ? form.requestSubmit() : form.dispatchEvent(new Event("submit")); }
  });

  var editionLoaded = false;
  function loadEdition() {
    if (editionLoaded) return;
    fetch(API + "/readyz").then(function (r) { return r.ok ? r.json() : null; }).then(function (body) {
      if (body) { editionLoaded = true; edition.textContent = fmt(T.edition, { v: body.rules_version }); }
    }).catch(function () {});
  }

  function addMessage(cls, text) {
    var node = el("div", { class: "msg " + cls }, text);
    log.appendChild(node);
    log.scrollTop = log.scrollHeight;
    return node;
  }

  function renderCitations(bubble, citations) {
    var ids = [];
    citations.forEach(function (c) { if ((c.kind || "rule") === "rule" && c.rule && ids.indexOf(c.rule) < 0) ids.push(c.rule); });
    if (!ids.length) return;
    var chips = el("div", { class: "chips", role: "group", "aria-label": T.cites });
    ids.forEach(function (id) {
      var chip = el("button", { class: "chip", type: "button", "aria-expanded": "false", "data-rule": id }, id);
      var box = null;
      chip.addEventListener("click", function () {
        if (box) { box.hidden = !box.hidden; chip.setAttribute("aria-expanded", String(!box.hidden)); return; }
        box = el("div", { class: "rule", "data-rule-text": id }, T.loading);
        chips.parentNode.insertBefore(box, chips.nextSibling);
        chip.setAttribute("aria-expanded", "true");
        fetch(API + "/v1/rules/" + encodeURIComponent(id), { headers: { "Accept-Language": LANG } }).then(function (r) {
          if (!r.ok) throw new Error(String(r.status));
          return r.json();
        }).then(function (rule) {
          var es = LANG === "es" && rule.translations && rule.translations.es;
          var title = (es && es.title) || (rule.titles && rule.titles[LANG]) || rule.title || rule.section_title || "";
          var label = LANG !== "en" && !es ? " (" + T.englishText + ")" : "";
          box.textContent = id + (title ? " — " + title : "") + label + "\n" + (es ? es.text : rule.text);
          box.scrollIntoView({ block: "nearest" });
        }).catch(function () { box.textContent = T.ruleFailed; });
      });
      chips.appendChild(chip);
    });
    bubble.appendChild(chips);
  }

  /* The cards the question names, as chips that open their Oracle text and the rulings that bear on the
   * question (dated; a ruling the current rules have replaced says so). Spanish names where the data has them. */
  function cardLabel(card) {
    var es = LANG === "es" && card.names_es && card.names_es[0];
    return es && es !== card.name ? es + " (" + card.name + ")" : card.name;
  }
  function cardBox(card, id) {
    var box = el("div", { class: "card-box", id: id, "data-card-text": card.name, role: "region", "aria-label": cardLabel(card) });
    box.appendChild(el("h3", null, cardLabel(card)));
    var meta = [card.mana_cost, card.type_line].filter(Boolean).join(" · ");
    if (meta) box.appendChild(el("p", { class: "meta" }, meta));
    if (T.english) box.appendChild(el("p", { class: "lang-note" }, T.english));
    box.appendChild(el("div", { class: "oracle", "aria-label": T.oracle }, card.oracle_text || ""));
    var rulings = card.rulings || [];
    if (!rulings.length) { box.appendChild(el("p", { class: "meta" }, T.noRulings)); return box; }
    var list = el("ul", { class: "rulings" });
    rulings.forEach(function (ruling) {
      var item = el("li", { "data-date": ruling.date });
      item.appendChild(el("strong", null, fmt(T.ruling, { date: ruling.date }) + ": "));
      item.appendChild(document.createTextNode(ruling.text));
      if (ruling.superseded_hint) item.appendChild(el("span", { class: "superseded" }, ruling.superseded_hint));
      list.appendChild(item);
    });
    box.appendChild(list);
    return box;
  }
  var cardBoxes = 0;
  function renderCards(bubble, cards) {
    if (!cards.length) return;
    var chips = el("div", { class: "chips", role: "group", "aria-label": T.cards });
    var boxes = cards.map(function (card) {
      var id = "judge-card-" + (++cardBoxes);
      var chip = el("button", { class: "chip card", type: "button", "aria-expanded": "false", "aria-controls": id, "data-card": card.name }, cardLabel(card));
      var box = cardBox(card, id);
      box.hidden = true;
      chip.addEventListener("click", function () {
        box.hidden = !box.hidden;
        chip.setAttribute("aria-expanded", String(!box.hidden));
        if (!box.hidden) box.scrollIntoView({ block: "nearest" });
      });
      chips.appendChild(chip);
      return box;
    });
    bubble.appendChild(chips);
    boxes.forEach(function (box) { bubble.appendChild(box); });
  }

  /* The verdict first, the steps as a list, the quoted rules and cards folded away; citations as chips. */
  function renderAnswer(bubble, data) {
    var answer = (data.answer || "").trim();
    var verdict = (data.verdict || "").trim();
    if (!verdict || answer.indexOf(verdict) !== 0) { bubble.textContent = answer; return; }
    bubble.textContent = "";
    bubble.appendChild(el("div", { class: "verdict" }, verdict));
    var steps = data.steps || [];
    if (steps.length) {
      var list = el("ol", { class: "steps", "aria-label": T.steps });
      steps.forEach(function (step) { list.appendChild(el("li", null, step.text)); });
      bubble.appendChild(list);
    }
    var rest = answer.slice(verdict.length).split("\n\n").filter(function (p) {
      return p.trim() && p.indexOf(T.stepsTitle) !== 0;
    });
    if (rest.length) {
      var more = el("details", { class: "more" });
      more.appendChild(el("summary", null, T.more));
      more.appendChild(el("div", null, rest.join("\n\n").trim()));
      bubble.appendChild(more);
    }
  }

  function showError(bubble, message) {
    bubble.className = "msg a err";
    bubble.textContent = message;
  }

  function errorFor(response) {
    if (response.status === 429) return fmt(T.limited, { s: response.headers.get("Retry-After") || "30" });
    if (response.status === 413) return fmt(T.tooLong, { n: MAX_CHARS });
    if (response.status === 503) return T.down;
    return fmt(T.failed, { code: response.status });
  }

  function readEvents(response, onEvent) {
    var reader = response.body.getReader();
    var decoder = new TextDecoder();
    var buffer = "";
    function pump() {
      return reader.read().then(function (chunk) {
        if (chunk.done) return;
        buffer += decoder.decode(chunk.value, { stream: true });
        var blocks = buffer.split("\n\n");
        buffer = blocks.pop();
        blocks.forEach(function (block) {
          var name = "message", data = "";
          block.split("\n").forEach(function (line) {
            if (line.indexOf("event: ") === 0) name = line.slice(7);
            else if (line.indexOf("data: ") === 0) data += line.slice(6);
          });
          if (data) onEvent(name, JSON.parse(data));
        });
        return pump();
      });
    }
    return pump();
  }

  var busy = false;
  form.addEventListener("submit", function (e) {
    e.preventDefault();
    var question = input.value.trim();
    if (busy) return;
    if (!question) { addMessage("a err", T.empty); return; }
    if (question.length > MAX_CHARS) { addMessage("a err", fmt(T.tooLong, { n: MAX_CHARS })); return; }
    busy = true;
    send.disabled = true;
    input.value = "";
    addMessage("q", question);
    var bubble = addMessage("a", T.thinking);
    bubble.setAttribute("aria-busy", "true");
    var streamed = "";
    fetch(API + "/v1/ask", {
      method: "POST",
      headers: { "Content-Type": "application/json", "Accept": "text/event-stream", "Accept-Language": LANG },
      body: JSON.stringify({ question: question, lang: "auto", stream: true, history: turns })
    }).then(function (response) {
      if (!response.ok) {
        // a refused question (400/422) is explained by the service, in the page's language (Accept-Language)
        if (response.status !== 400 && response.status !== 422) { showError(bubble, errorFor(response)); return; }
        return response.json().then(function (body) {
          showError(bubble, (body && typeof body.detail === "string" && body.detail) || errorFor(response));
        }, function () { showError(bubble, errorFor(response)); });
      }
      return readEvents(response, function (name, data) {
        if (name === "delta") {
          streamed += data.text;
          bubble.textContent = streamed;
          log.scrollTop = log.scrollHeight;
        } else if (name === "final") {
          renderAnswer(bubble, data);
          var note = contextNote(data.context);
          if (note) bubble.insertBefore(note, bubble.firstChild);
          bubble.setAttribute("data-answered", String(data.answered));
          remember(question, data.answer.trim());
          if (data.rules_version) edition.textContent = fmt(T.edition, { v: data.rules_version });
          renderCards(bubble, data.cards || []);
          renderCitations(bubble, data.citations || []);
          bubble.scrollIntoView({ block: "start" });
        } else if (name === "error") {
          showError(bubble, fmt(T.failed, { code: 500 }));
        }
      });
    }).catch(function () {
      showError(bubble, T.down);
    }).then(function () {
      busy = false;
      send.disabled = false;
      bubble.removeAttribute("aria-busy");
      input.focus();
    });
  });
})();
