// ask serve's page. Everything it shows comes from the API: stored events (with their
// sequence numbers), cards paired by the server, text rendered to safe HTML by the server.
// Text from the model or a user is only ever set as textContent; the only HTML inserted is
// the server's cmark-gfm safe-mode output.
"use strict";

const $ = (id) => document.getElementById(id);
const state = {
  sessions: [], nextCursor: null, session: null, events: new Map(), lastSeq: 0, oldestSeq: null,
  hasOlder: false, loadingOlder: false, cards: new Map(), permission: null, input: null,
  running: false, source: null, editing: false, pendingDecision: null, holdScroll: false,
  search: { cursor: null, hits: [], matched: 0, capped: false },
  filters: { tag: "", workspace: "", model: "", since: "" }, audit: { before: null },
};

// The page speaks one language, ASK_LANGUAGE, in the words of ask's catalogues, which the
// server puts before this script: ASK_WORDS (the page's and the faces' shared words, by key)
// and ASK_STAGE_WORDS (where a run is: {"en": {"parsing_intent": "…"}, "zh": {…}}).
const language = typeof ASK_LANGUAGE === "string" ? ASK_LANGUAGE : "en";
const words = (typeof ASK_WORDS === "object" && ASK_WORDS) || {};
const stageWords =
  (typeof ASK_STAGE_WORDS === "object" && (ASK_STAGE_WORDS[language] ?? ASK_STAGE_WORDS.en)) || {};
const locale = language === "zh" ? "zh-CN" : "en-US";

// A date-time as people read it, in their zone and language: "today 09:00", "tomorrow
// 09:00", "Fri, Dec 4, 09:00"; the exact value is the element's title.
function peopleTime(iso) {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return String(iso);
  const clock = date.toLocaleTimeString(locale, { hour: "2-digit", minute: "2-digit", hour12: false });
  const day = (when) => new Date(when.getFullYear(), when.getMonth(), when.getDate()).getTime();
  const offset = Math.round((day(date) - day(new Date())) / 86_400_000);
  const relative = { "-1": w("yesterday"), 0: w("today"), 1: w("tomorrow") }[offset];
  const weekday = date.toLocaleDateString(locale, { weekday: "short" });
  if (relative) return offset === 0 ? `${relative} ${clock}` : language === "zh" ? `${relative} ${clock}（${weekday}）` : `${relative} ${clock} (${weekday})`;
  return date.toLocaleString(locale, { weekday: "short", month: "short", day: "numeric", hour: "2-digit", minute: "2-digit", hour12: false });
}

// A date-time with an offset, as the wire carries it.
const isoDateTime = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:\d{2})$/;

// A word of the catalogue with its {placeholders} filled.
function w(key, values) {
  let text = words[key] ?? key;
  for (const [name, value] of Object.entries(values ?? {})) text = text.replaceAll(`{${name}}`, String(value));
  return text;
}

async function api(method, path, body) {
  const options = { method, headers: {}, credentials: "same-origin" };
  if (body !== undefined) {
    options.headers["Content-Type"] = "application/json";
    options.body = JSON.stringify(body);
  }
  const response = await fetch(path, options);
  const text = await response.text();
  let json = null;
  try { json = text ? JSON.parse(text) : null; } catch (_) { json = null; }
  if (!response.ok) {
    const error = new Error(json?.error?.message ?? `${response.status} ${text.slice(0, 200)}`);
    error.code = json?.error?.code;
    error.status = response.status;
    throw error;
  }
  return json;
}

function el(tag, className, text) {
  const node = document.createElement(tag);
  if (className) node.className = className;
  if (text !== undefined && text !== null) node.textContent = String(text);
  return node;
}

function showProblem(message) {
  const item = el("li", "bubble error", message);
  item.dataset.local = "1";
  $("events").append(item);
  scrollToEnd();
}

// MARK: sessions

// The session list's and the search's filters as query parameters.
function filterParams() {
  const params = new URLSearchParams();
  const { tag, workspace, model, since } = state.filters;
  if (tag) params.set("tag", tag);
  if (workspace) params.set("workspace", workspace);
  if (model) params.set("model", model);
  if (since) params.set("since", new Date(`${since}T00:00:00`).toISOString());
  return params;
}

async function loadSessions(more) {
  const params = filterParams();
  if (more && state.nextCursor) params.set("before", state.nextCursor);
  const query = params.toString() ? `?${params}` : "";
  const page = await api("GET", `/api/sessions${query}`);
  state.sessions = more ? state.sessions.concat(page.sessions) : page.sessions;
  state.nextCursor = page.next_cursor;
  renderSessions();
}

function renderSessions() {
  const list = $("sessions");
  list.replaceChildren();
  for (const info of state.sessions) {
    const item = el("li", "", info.title);
    item.setAttribute("role", "option");
    item.dataset.id = info.id;
    item.setAttribute("aria-selected", String(state.session?.id === info.id));
    item.append(el("span", "dim", w("eventsCount", { count: info.event_count, time: peopleTime(info.updated_at) })));
    if (info.tags?.length) item.append(el("span", "tags", info.tags.map((tag) => `#${tag}`).join(" ")));
    item.addEventListener("click", () => { openSession(info.id); document.body.querySelector("#app").classList.remove("sidebar-open"); });
    list.append(item);
  }
  $("more-sessions").hidden = !state.nextCursor;
}

async function newSession() {
  const created = await api("POST", "/api/sessions", {});
  await loadSessions(false);
  await openSession(created.session.id);
}

// Opens session `id` at its end, or at event `at` (a search hit: marked and scrolled to).
async function openSession(id, at) {
  if (state.source) { state.source.close(); state.source = null; }
  state.holdScroll = at !== undefined;
  const { session } = await api("GET", `/api/sessions/${id}`);
  state.session = session;
  state.events = new Map();
  state.cards = new Map();
  state.lastSeq = 0;
  state.oldestSeq = null;
  $("events").replaceChildren();
  $("cards").replaceChildren();
  $("streaming").hidden = true;
  closePrompts();
  $("session-title").textContent = session.title;
  showTags();
  $("model").textContent = w("modelLabel", { model: session.model });
  $("workspace").textContent = session.workspace;
  history.replaceState(null, "", `/#${id}`);
  renderSessions();
  const from = at === undefined ? "" : `&after=${Math.max(at - 1, 0)}`;
  const page = await api("GET", `/api/sessions/${id}/events?limit=50${from}`);
  addPage(page, "end");
  state.hasOlder = at === undefined ? page.has_more : at > 1;
  updateOlder();
  await showAbilities();
  connect();
  if (at !== undefined) {
    // The hit, or the first shown event after it (a result is shown on its card).
    const shown = [...$("events").children].find((item) => Number(item.dataset.sequence) >= at);
    shown?.classList.add("found");
    shown?.scrollIntoView({ block: "center" });
    return;
  }
  // The first screen opens at its top; a conversation at its end.
  if ($("abilities").hidden) scrollToEnd(); else $("conversation").scrollTop = 0;
}

function showTags() {
  $("session-tags").textContent = (state.session?.tags ?? []).map((tag) => `#${tag}`).join(" ");
}

async function editTags() {
  const answer = window.prompt(w("tagsPrompt"), (state.session?.tags ?? []).join(" "));
  if (answer === null) return;
  const wanted = answer.split(/\s+/).filter(Boolean);
  const current = state.session.tags ?? [];
  const remove = wanted.filter((tag) => tag.startsWith("-")).map((tag) => tag.slice(1))
    .concat(current.filter((tag) => !wanted.includes(tag) && !wanted.includes(`-${tag}`)));
  const add = wanted.filter((tag) => !tag.startsWith("-") && !current.includes(tag));
  const { session } = await api("POST", `/api/sessions/${state.session.id}/tags`, { add, remove });
  state.session = session;
  showTags();
  await loadSessions(false);
}

// MARK: search

async function runSearch(more) {
  const query = $("search").value.trim();
  if (!query) { closeSearch(); return; }
  const params = filterParams();
  params.set("q", query);
  if (more && state.search.cursor) params.set("after", state.search.cursor);
  const page = await api("GET", `/api/search?${params}`);
  state.search.hits = more ? state.search.hits.concat(page.hits) : page.hits;
  Object.assign(state.search, { cursor: page.next_cursor, matched: page.matched, capped: page.capped });
  renderHits();
}

function renderHits() {
  $("search-results").hidden = false;
  $("sessions").hidden = true;
  $("more-sessions").hidden = true;
  const list = $("hits");
  list.replaceChildren();
  for (const hit of state.search.hits) {
    const item = el("li", "hit");
    item.dataset.session = hit.session;
    item.dataset.sequence = String(hit.seq);
    item.append(el("div", "hit-title", hit.session_title || hit.session));
    const snippet = el("div", "snippet");
    for (const part of hit.snippet_parts) {
      snippet.append(part.hit ? el("mark", "", part.text) : document.createTextNode(part.text));
    }
    item.append(snippet);
    const place = [`#${hit.seq}`, hit.field, hit.skill, peopleTime(hit.timestamp)].filter(Boolean);
    item.append(el("div", "dim", place.join(" · ")));
    item.addEventListener("click", () => openSession(hit.session, hit.seq).catch((error) => showProblem(error.message)));
    list.append(item);
  }
  let summary = state.search.hits.length ? w("searchSummary", { count: state.search.matched }) : w("noHits");
  if (state.search.capped) summary += ` · ${w("searchCapped", { limit: 1000 })}`;
  $("search-summary").textContent = summary;
  $("more-hits").hidden = !state.search.cursor;
}

function closeSearch() {
  $("search-results").hidden = true;
  $("sessions").hidden = false;
  $("search").value = "";
  renderSessions();
}

// MARK: permissions and audit

async function showPermissions() {
  const dialog = $("permissions-dialog");
  $("grants-error").hidden = true;
  try {
    renderGrants(await api("GET", "/api/grants"));
  } catch (error) {
    $("grants-error").textContent = error.message;
    $("grants-error").hidden = false;
  }
  if (!dialog.open) dialog.showModal();
}

function renderGrants(list) {
  const box = $("grants");
  box.replaceChildren();
  const sections = [
    ["letsRun", (grant) => grant.lets_calls_run],
    ["decidesBeside", (grant) => !grant.lets_calls_run && !grant.expired],
    ["expiredGrants", (grant) => grant.expired],
  ];
  for (const [key, belongs] of sections) {
    const grants = list.grants.filter(belongs);
    if (!grants.length) continue;
    box.append(el("h3", "", w(key)));
    const items = el("ul", "grants");
    for (const grant of grants) items.append(grantItem(grant));
    box.append(items);
  }
  if (list.problems.length) {
    box.append(el("h3", "", w("grantProblems")));
    const items = el("ul", "grants");
    for (const problem of list.problems) items.append(el("li", "error", problem));
    box.append(items);
  }
}

function grantItem(grant) {
  const item = el("li", `grant ${grant.kind}`);
  item.dataset.grant = grant.id;
  const head = el("div", "grant-head");
  head.append(el("code", "", grant.id), el("strong", "", ` ${grant.decision} `));
  if (grant.pattern) head.append(el("code", "", grant.pattern));
  const scope = [grant.scope, grant.project, grant.session].filter(Boolean).join(" ");
  if (scope) head.append(el("span", "dim", ` [${scope}]`));
  if (grant.revocable) {
    const revoke = el("button", "revoke", w("revoke"));
    revoke.type = "button";
    revoke.addEventListener("click", () => revokeGrant(grant.id));
    head.append(revoke);
  }
  item.append(head);
  const about = [];
  if (grant.created_at) about.push(w("madeAt", { time: peopleTime(grant.created_at) }));
  if (grant.made_by) about.push(w("madeBy", { maker: grant.made_by }));
  if (grant.expires_at) about.push(w(grant.expired ? "expiredAt" : "expiresAt", { time: peopleTime(grant.expires_at) }));
  if (about.length) item.append(el("div", "dim", about.join(" · ")));
  const note = grantNote(grant);
  if (note) item.append(el("div", "dim", note));
  item.append(el("div", "dim", w("whereLabel", { place: grant.place })));
  return item;
}

// What a grant does, in the page's language (the API's `note` is the CLI's English).
function grantNote(grant) {
  switch (grant.kind) {
    case "mode": {
      const key = { default: "modeDefault", plan: "modePlan", auto: "modeAuto", bypass: "modeBypass", deny: "modeDeny" }[grant.decision];
      return key ? w(key) : "";
    }
    case "sandbox": return w("sandboxNote");
    case "authorization":
      return w(grant.decision === "authorized" ? "authorizedNote" : "deniedNote", { capability: grant.pattern ?? "" });
    case "session_allowance":
      return grant.held_by ? w("heldBy", { pid: grant.held_by.pid, host: grant.held_by.host }) : "";
    default: return "";
  }
}

async function revokeGrant(id) {
  if (!window.confirm(w("confirmRevoke", { id }))) return;
  try {
    await api("POST", `/api/grants/${encodeURIComponent(id)}/revoke`);
  } catch (error) {
    $("grants-error").textContent = error.message;
    $("grants-error").hidden = false;
  }
  // Listed again either way: another process may have revoked it meanwhile.
  renderGrants(await api("GET", "/api/grants"));
}

// The attach picker: every resource the MCP servers list; choosing one writes its
// @mcp://… reference into the message, which the agent reads through the gate and sends.
async function showAttachments() {
  const dialog = $("attach-dialog");
  $("attach-error").hidden = true;
  let listed = { attachments: [], problems: [] };
  try {
    listed = await api("GET", "/api/attachments");
  } catch (error) {
    $("attach-error").textContent = error.message;
    $("attach-error").hidden = false;
  }
  if (listed.problems?.length) {
    $("attach-error").textContent = listed.problems.join("\n");
    $("attach-error").hidden = false;
  }
  state.attachments = listed.attachments;
  $("attach-filter").value = "";
  renderAttachments();
  if (!dialog.open) dialog.showModal();
  $("attach-filter").focus();
}

function renderAttachments() {
  const list = $("attachments");
  const filter = $("attach-filter").value.trim().toLowerCase();
  const shown = (state.attachments ?? []).filter((item) =>
    !filter || item.reference.toLowerCase().includes(filter) || item.name.toLowerCase().includes(filter));
  list.replaceChildren(...shown.map((item) => {
    const entry = el("li");
    const button = el("button", "attachment", item.name);
    button.type = "button";
    button.dataset.reference = item.reference;
    button.append(el("span", "dim", ` ${item.reference}${item.mime_type ? ` · ${item.mime_type}` : ""}`));
    button.addEventListener("click", () => attachReference(item.reference));
    entry.append(button);
    return entry;
  }));
  $("attach-empty").hidden = (state.attachments ?? []).length > 0;
}

function attachReference(reference) {
  const box = $("message");
  const at = box.selectionStart ?? box.value.length;
  const before = box.value.slice(0, at);
  const mention = `${before && !/\s$/.test(before) ? " " : ""}@${reference} `;
  box.value = before + mention + box.value.slice(at);
  box.selectionStart = box.selectionEnd = at + mention.length;
  $("attach-dialog").close();
  box.focus();
}

async function showAudit() {
  const dialog = $("audit-dialog");
  await loadAudit(false);
  if (!dialog.open) dialog.showModal();
}

async function loadAudit(more) {
  const params = new URLSearchParams();
  const value = (id) => $(id).value.trim();
  for (const [name, id] of [["skill", "audit-skill"], ["decision", "audit-decision"], ["decided_by", "audit-decided-by"], ["session", "audit-session"]]) {
    if (value(id)) params.set(name, value(id));
  }
  for (const [name, id] of [["since", "audit-since"], ["until", "audit-until"]]) {
    if (value(id)) params.set(name, new Date(value(id)).toISOString());
  }
  if (more && state.audit.before) params.set("before", String(state.audit.before));
  $("audit-error").hidden = true;
  let page;
  try {
    page = await api("GET", `/api/audit?${params}`);
  } catch (error) {
    $("audit-error").textContent = error.message;
    $("audit-error").hidden = false;
    return;
  }
  const rows = $("audit-rows");
  if (!more) rows.replaceChildren();
  for (const entry of page.entries) {
    const row = el("tr");
    row.dataset.row = String(entry.row);
    const when = el("td", "", peopleTime(entry.started_at));
    when.title = entry.started_at;
    const session = el("a", "", entry.skill);
    session.href = `/#${entry.session_id}`;
    session.title = w("openSession");
    const skill = el("td");
    skill.append(session);
    row.append(when, skill, el("td", "", entry.decision), el("td", "", entry.decided_by ?? ""),
      el("td", "", entry.reason), el("td", entry.outcome === "success" ? "" : "error", entry.outcome));
    rows.append(row);
  }
  state.audit.before = page.next_before;
  $("audit-older").hidden = page.next_before === null;
  $("audit-empty").hidden = rows.children.length > 0;
}

// MARK: events

function addPage(page, where) {
  for (const [cardID, card] of Object.entries(page.cards)) state.cards.set(cardID, card);
  const items = [];
  for (const entry of page.events) {
    if (state.events.has(entry.sequence)) continue;
    state.events.set(entry.sequence, entry.payload);
    const item = renderEvent(entry.sequence, entry.payload, entry.html);
    if (item) items.push(item);
    if (entry.sequence > state.lastSeq) state.lastSeq = entry.sequence;
    if (state.oldestSeq === null || entry.sequence < state.oldestSeq) state.oldestSeq = entry.sequence;
  }
  const list = $("events");
  if (where === "start") list.prepend(...items); else list.append(...items);
  for (const card of state.cards.values()) renderCard(card);
}

async function loadOlder() {
  if (!state.session || !state.hasOlder || state.loadingOlder || state.oldestSeq === null) return;
  state.loadingOlder = true;
  const pane = $("conversation");
  const before = pane.scrollHeight;
  try {
    const page = await api("GET", `/api/sessions/${state.session.id}/events?before=${state.oldestSeq}&limit=50`);
    addPage(page, "start");
    state.hasOlder = page.has_more;
    pane.scrollTop += pane.scrollHeight - before;
  } catch (error) {
    showProblem(w("couldNotLoadOlder", { error: error.message }));
  } finally {
    state.loadingOlder = false;
    updateOlder();
  }
}

function updateOlder() {
  $("older-sentinel").textContent = state.hasOlder ? w("olderEvents") : w("sessionStart");
}

function renderEvent(sequence, payload, html) {
  let item = null;
  switch (payload.type) {
    case "user_message":
      item = el("li", "bubble user", payload.text);
      break;
    case "assistant":
      if (!payload.text) return null;
      item = el("li", "bubble assistant markdown");
      if (html !== undefined) item.innerHTML = html; else item.textContent = payload.text;
      $("streaming").hidden = true;
      $("streaming").replaceChildren();
      break;
    case "tool_use":
      item = el("li", "note", `→ ${payload.display_name ?? payload.name ?? payload.skill ?? "call"}`);
      item.dataset.toolUse = payload.id;
      break;
    case "permission_decision": {
      const by = payload.request_id ? w("decidedByYou")
        : { rule: w("decidedByRule"), mode: w("decidedByMode"), hook: w("decidedByHook"), sandbox: w("decidedBySandbox") }[payload.decided_by] ?? payload.decided_by ?? "";
      item = el("li", "note", w("decisionNote", { decision: decisionWord(payload.decision), skill: payload.skill, by }));
      break;
    }
    case "result": {
      const seconds = ((payload.duration_ms ?? 0) / 1000).toFixed(1);
      item = el("li", "note", w(payload.subtype === "success" ? "runDone" : payload.subtype === "cancelled" ? "runCancelled" : "runFailed", { seconds }));
      if (payload.error) item.append(el("div", "error", payload.error.message));
      break;
    }
    case "error":
      item = el("li", "bubble error", `${payload.message ?? ""} ${payload.fix ?? ""}`);
      break;
    case "system":
      if (payload.subtype === "init") return null;
      item = el("li", "note", payload.message ?? payload.subtype);
      break;
    default:
      return null;
  }
  item.dataset.sequence = String(sequence);
  return item;
}

function receive(sequence, payload) {
  if (sequence <= state.lastSeq && state.events.has(sequence)) return; // never twice
  state.events.set(sequence, payload);
  state.lastSeq = Math.max(state.lastSeq, sequence);
  if (state.oldestSeq === null) state.oldestSeq = sequence;
  const item = renderEvent(sequence, payload);
  if (item) { $("events").append(item); $("abilities").hidden = true; }
  if (payload.type === "assistant" && payload.text) {
    // Rendered by the server: the assistant_html frame that follows fills it in.
    item?.setAttribute("data-awaiting-html", "1");
  }
  scrollToEnd();
}

function scrollToEnd() {
  if (state.holdScroll) return; // opened at a search hit: stay there
  const pane = $("conversation");
  pane.scrollTop = pane.scrollHeight;
}

// MARK: the live stream

function connect() {
  const id = state.session.id;
  const source = new EventSource(`/api/sessions/${id}/stream?last_event_id=${state.lastSeq}`);
  state.source = source;
  source.onopen = () => { $("connection").textContent = w("live"); };
  source.onerror = () => { $("connection").textContent = w("reconnecting"); };
  source.onmessage = (message) => {
    if (state.source !== source) return;
    let frame;
    try { frame = JSON.parse(message.data); } catch (_) { return; }
    if (message.lastEventId && frame.type !== "assistant_html" && /^\d+$/.test(message.lastEventId) && isStored(frame)) {
      receive(Number(message.lastEventId), frame);
      if (frame.type === "result") {
        setRunning(false);
        loadSessions(false).catch(() => {});
      }
      return;
    }
    live(frame);
  };
}

// Frames without an id are live state; a stored event always has one.
function isStored(frame) {
  return !["state", "text", "card", "prompts", "assistant_html", "stage", "tool_progress", "partial_message", "thinking"].includes(frame.type);
}

function live(frame) {
  switch (frame.type) {
    case "state":
      setRunning(frame.running);
      setStage(frame.stage);
      for (const card of Object.values(frame.cards)) { state.cards.set(card.id, card); renderCard(card); }
      if (frame.streaming_html) showStreaming(frame.streaming_html);
      setUsage(frame.usage, frame.cost_usd);
      setPrompts(frame.permission, frame.input);
      break;
    case "text":
      showStreaming(frame.html);
      break;
    case "assistant_html": {
      const item = $("events").querySelector(`[data-sequence="${frame.sequence}"]`);
      if (item) { item.innerHTML = frame.html; item.removeAttribute("data-awaiting-html"); }
      $("streaming").hidden = true;
      break;
    }
    case "card":
      state.cards.set(frame.card.id, frame.card);
      renderCard(frame.card);
      break;
    case "prompts":
      setPrompts(frame.permission, frame.input);
      break;
    case "stage":
      setStage(frame);
      if (frame.stage !== "idle" && frame.stage !== "completed" && frame.stage !== "failed" && frame.stage !== "cancelled") setRunning(true);
      break;
    default:
      break;
  }
}

function showStreaming(html) {
  const box = $("streaming");
  box.innerHTML = html;
  box.hidden = !html;
  scrollToEnd();
}

function setStage(stage) {
  if (!stage) return;
  const known = stageWords[stage.stage];
  let phrase = known ? known.replace("{skill}", stage.skill ?? "") : String(stage.stage).replaceAll("_", " ");
  if (!known && stage.skill) phrase += ` · ${stage.skill}`;
  if (typeof stage.progress === "number") phrase += ` ${Math.round(stage.progress * 100)}%`;
  $("stage").textContent = phrase;
}

function setUsage(usage, cost) {
  if (!usage) return;
  const tokens = (usage.input_tokens ?? 0) + (usage.output_tokens ?? 0);
  $("tokens").textContent = w("tokens", { count: tokens }) + (typeof cost === "number" ? ` · $${cost.toFixed(4)}` : "");
}

function setRunning(running) {
  state.running = running;
  $("cancel").disabled = !running;
  $("pause").disabled = !running;
  if (!running) { $("pause").textContent = w("pause"); $("pause").dataset.paused = ""; }
}

// MARK: cards

function renderCard(card) {
  let node = $("cards").querySelector(`[data-card="${CSS.escape(card.id)}"]`);
  const fresh = !node;
  if (fresh) {
    node = el("li");
    node.dataset.card = card.id;
    $("cards").append(node);
  }
  // Open while it runs and closed once it ends (the server says which); a card the user
  // opened or closed stays so until its state changes.
  const changed = fresh || node.dataset.status !== card.status;
  const details = el("details", "card");
  details.dataset.status = card.status;
  details.open = changed ? card.expanded : node.querySelector("details").open;
  const summary = el("summary");
  summary.append(el("span", "name", card.display_name), el("span", "state", cardState(card.status)));
  summary.append(el("span", "dim elapsed", `${(card.duration_ms !== undefined ? card.duration_ms / 1000 : card.elapsed_seconds).toFixed(1)}s`));
  details.append(summary);
  const body = el("div", "body");
  if (card.step) body.append(el("div", "step", card.step));
  if (card.status === "running" || typeof card.fraction === "number") {
    const bar = el("progress");
    bar.max = 1;
    if (typeof card.fraction === "number") bar.value = card.fraction;
    body.append(bar);
  }
  body.append(el("div", "dim", w("parameters")), el("pre", "input", JSON.stringify(card.input, null, 2)));
  // A date-time parameter as people read it; its exact value is the hover and the JSON above.
  for (const [name, value] of Object.entries(card.input ?? {})) {
    if (typeof value !== "string" || !isoDateTime.test(value)) continue;
    const when = el("div", "when", `${name}: ${peopleTime(value)}`);
    when.title = value;
    body.append(when);
  }
  if (card.preview?.diff) body.append(el("div", "dim", w("changeTo", { path: card.preview.path, added: card.preview.added, removed: card.preview.removed })), diffBlock(card.preview.diff));
  if (card.output_lines?.length) body.append(el("div", "dim", w("outputLines", { count: card.output_line_count })), el("pre", "live-output", card.output_lines.join("\n")));
  if (card.logs?.length) body.append(el("pre", "logs", card.logs.join("\n")));
  if (card.output) body.append(el("div", "dim", w("result")), outputBlock(card.output));
  if (card.error) body.append(el("div", "error", `${card.error.message} ${card.error.fix ?? ""}`));
  if (card.status === "running" || card.status === "pending") {
    const stop = el("button", "", w("cancelCall"));
    stop.type = "button";
    stop.addEventListener("click", (event) => { event.preventDefault(); cancelRun(card.id); });
    body.append(stop);
  }
  details.append(body);
  node.dataset.status = card.status;
  // A running card's time goes on between frames (its output and progress need not say it):
  // counted here from when this page first saw it running, never less than the server says.
  const server = card.elapsed_seconds ?? 0;
  if (card.status === "running") {
    const since = performance.now() - server * 1000;
    const known = Number(node.dataset.runningSince);
    node.dataset.runningSince = String(Number.isFinite(known) && known < since ? known : since);
  } else {
    delete node.dataset.runningSince;
  }
  node.replaceChildren(details);
  if (card.status === "running") tickCard(node, performance.now());
}

function tickCard(node, now) {
  const seconds = (now - Number(node.dataset.runningSince)) / 1000;
  const label = node.querySelector(".elapsed");
  if (label && Number.isFinite(seconds)) label.textContent = `${seconds.toFixed(1)}s`;
}

function tickRunningCards() {
  const now = performance.now();
  for (const node of $("cards").querySelectorAll("[data-card][data-status=running]")) tickCard(node, now);
}

function diffBlock(diff) {
  const pre = el("pre", "diff");
  for (const line of diff.split("\n")) {
    const kind = line.startsWith("@@") ? "hunk" : line.startsWith("+") && !line.startsWith("+++") ? "add" : line.startsWith("-") && !line.startsWith("---") ? "del" : "";
    pre.append(el("span", kind, line + "\n"));
  }
  return pre;
}

// MARK: prompts

function setPrompts(permission, input) {
  const permissionDialog = $("permission");
  if (permission && state.permission?.request_id !== permission.request_id) {
    state.permission = permission;
    showPermission(permission);
  } else if (!permission && state.permission) {
    state.permission = null;
    if (permissionDialog.open) permissionDialog.close();
  }
  const formDialog = $("form-dialog");
  if (input && state.input?.request_id !== input.request_id) {
    state.input = input;
    showForm(input);
  } else if (!input && state.input) {
    state.input = null;
    if (formDialog.open) formDialog.close();
  }
}

function closePrompts() {
  state.permission = null;
  state.input = null;
  if ($("permission").open) $("permission").close();
  if ($("form-dialog").open) $("form-dialog").close();
}

function showPermission(request) {
  state.editing = false;
  state.pendingDecision = null;
  $("permission-title").textContent = request.kind === "authorization" ? w("authorizeTitle", { name: request.display_name })
    : request.kind === "sandbox" ? w("sandboxTitle", { name: request.display_name, capability: request.capability })
    : request.kind === "sampling" ? w("samplingTitle", { name: request.display_name })
    : w("allowTitle", { name: request.display_name });
  $("permission-summary").textContent = request.summary;
  $("permission-reason").textContent = request.reason;
  $("permission-sandbox").hidden = !request.sandbox;
  $("permission-sandbox").textContent = !request.sandbox ? ""
    : request.sandbox.mode === "off" ? w("sandboxOff")
    : w("sandboxed", { summary: request.sandbox.summary });
  const diff = $("permission-diff");
  diff.hidden = !request.preview?.diff;
  if (request.preview?.diff) diff.replaceChildren(...diffBlock(request.preview.diff).childNodes);
  $("permission-edit").hidden = true;
  $("deny-message-label").hidden = true;
  $("deny-message").value = "";
  $("permission-error").hidden = true;
  const fields = $("permission-fields");
  fields.replaceChildren();
  for (const [name, value] of Object.entries(request.input ?? {})) {
    const label = el("label", "field", name);
    const box = el("input");
    box.name = name;
    box.dataset.kind = typeof value === "object" && value !== null ? "json" : typeof value;
    box.value = typeof value === "string" ? value : JSON.stringify(value);
    label.append(box);
    if (request.errors?.[name]) label.append(el("span", "problem", request.errors[name]));
    fields.append(label);
  }
  $("edit-parameters").hidden = request.kind !== "confirmation";
  for (const button of $("permission").querySelectorAll("[data-decision]")) {
    const decision = button.dataset.decision;
    button.hidden = request.options ? !request.options.includes(decision) : false;
  }
  // One dialog at a time: a form still closing gives way (stacked modals can leave the
  // page inert in Chromium once both close).
  if ($("form-dialog").open) $("form-dialog").close();
  if (!$("permission").open) $("permission").showModal();
}

function editedInput() {
  const values = {};
  for (const box of $("permission-fields").querySelectorAll("input")) {
    const kind = box.dataset.kind;
    if (kind === "string") values[box.name] = box.value;
    else if (kind === "number") {
      const number = box.value.trim() === "" ? NaN : Number(box.value);
      if (!Number.isFinite(number)) throw new Error(w("notANumber", { name: box.name }));
      values[box.name] = number;
    }
    else if (kind === "boolean") values[box.name] = box.value === "true";
    else {
      try { values[box.name] = JSON.parse(box.value); } catch (_) { throw new Error(w("notJSON", { name: box.name })); }
    }
  }
  return values;
}

async function decide(decision) {
  const request = state.permission;
  if (!request) return;
  if ((decision === "deny" || decision === "deny_and_stop") && $("deny-message-label").hidden) {
    // First press asks for an optional message; the second (or Enter in it) sends.
    state.pendingDecision = decision;
    $("deny-message-label").hidden = false;
    $("deny-message").focus();
    return;
  }
  const body = { decision };
  const note = $("deny-message").value.trim();
  if (note && (decision === "deny" || decision === "deny_and_stop")) body.message = note;
  try {
    if (state.editing && decision.startsWith("allow")) body.input = editedInput();
    await api("POST", `/api/sessions/${state.session.id}/prompts/${encodeURIComponent(request.request_id)}`, body);
    state.permission = null;
    $("permission").close();
  } catch (error) {
    if (error.code === "prompt_closed") { state.permission = null; $("permission").close(); return; }
    $("permission-error").textContent = error.message;
    $("permission-error").hidden = false;
  }
}

function showForm(request) {
  $("form-message").textContent = request.message ?? "";
  $("form-error").hidden = true;
  const fields = $("form-fields");
  fields.replaceChildren();
  for (const field of request.fields) fields.append(fieldInput(field, request.input?.[field.name], request.errors?.[field.name]));
  if ($("permission").open) $("permission").close();
  if (!$("form-dialog").open) $("form-dialog").showModal();
  fields.querySelector("input, select, textarea")?.focus();
}

// One control per field of the JSON Schema: enums as a select, booleans as a checkbox,
// numbers as number inputs, objects and arrays as JSON text.
function fieldInput(field, current, problem) {
  const wrap = el("label", "field", field.name + (field.required ? " *" : ""));
  let control;
  const value = current ?? field.default;
  if (field.enum) {
    control = el("select");
    if (!field.required) control.append(el("option", "", ""));
    for (const option of field.enum) {
      const item = el("option", "", option);
      item.value = option;
      control.append(item);
    }
    if (value !== undefined && value !== null) control.value = String(value);
  } else if (field.type === "boolean") {
    control = el("input");
    control.type = "checkbox";
    control.checked = value === true;
  } else if (field.type === "integer" || field.type === "number") {
    control = el("input");
    control.type = "number";
    if (field.type === "integer") control.step = "1";
    if (typeof field.schema?.minimum === "number") control.min = String(field.schema.minimum);
    if (typeof field.schema?.maximum === "number") control.max = String(field.schema.maximum);
    if (value !== undefined && value !== null) control.value = String(value);
  } else if (field.type === "object" || field.type === "array") {
    control = el("textarea");
    control.rows = 3;
    if (value !== undefined && value !== null) control.value = JSON.stringify(value, null, 2);
  } else {
    control = el("input");
    control.type = "text";
    if (typeof field.schema?.maxLength === "number") control.maxLength = field.schema.maxLength;
    if (value !== undefined && value !== null) control.value = String(value);
  }
  control.name = field.name;
  control.dataset.type = field.type;
  if (field.required) control.required = field.type !== "boolean";
  wrap.append(control);
  if (field.description) wrap.append(el("span", "hint", field.description));
  if (problem) wrap.append(el("span", "problem", problem));
  return wrap;
}

function formValues() {
  const values = {};
  for (const control of $("form-fields").querySelectorAll("[name]")) {
    const type = control.dataset.type;
    if (type === "boolean") { values[control.name] = control.checked; continue; }
    if (control.value === "") continue;
    if (type === "integer" || type === "number") values[control.name] = Number(control.value);
    else if (type === "object" || type === "array") {
      try { values[control.name] = JSON.parse(control.value); } catch (_) { throw new Error(w("notJSON", { name: control.name })); }
    } else values[control.name] = control.value;
  }
  return values;
}

async function answerForm(action) {
  const request = state.input;
  if (!request) return;
  try {
    const body = action === "accept" ? { values: formValues() } : { action };
    await api("POST", `/api/sessions/${state.session.id}/prompts/${encodeURIComponent(request.request_id)}`, body);
    state.input = null;
    $("form-dialog").close();
  } catch (error) {
    if (error.code === "prompt_closed") { state.input = null; $("form-dialog").close(); return; }
    $("form-error").textContent = error.message;
    $("form-error").hidden = false;
  }
}

// MARK: running

async function send() {
  state.holdScroll = false;
  const text = $("message").value.trim();
  if (!text || !state.session) return;
  try {
    await api("POST", `/api/sessions/${state.session.id}/messages`, { text });
    $("message").value = "";
    setRunning(true);
  } catch (error) {
    showProblem(error.message);
  }
}

async function cancelRun(toolUseID) {
  if (!state.session) return;
  try {
    await api("POST", `/api/sessions/${state.session.id}/cancel`, toolUseID ? { tool_use_id: toolUseID } : {});
  } catch (error) {
    if (error.code !== "not_running") showProblem(error.message);
  }
}

async function togglePause() {
  const paused = $("pause").dataset.paused === "1";
  try {
    await api("POST", `/api/sessions/${state.session.id}/${paused ? "resume" : "pause"}`);
    $("pause").dataset.paused = paused ? "" : "1";
    $("pause").textContent = paused ? w("pause") : w("resume");
  } catch (error) {
    showProblem(error.message);
  }
}

// MARK: the abilities panel

// The first screen: the same panel as the terminal UI's (ask's AbilityPanel, from
// /api/abilities) — grouped, one example each; a click on an example or ↑↓ and Enter in the
// empty message box puts it in the box; a skill's name opens its whole declaration.
async function showAbilities() {
  const box = $("abilities");
  if (state.events.size > 0) { box.hidden = true; return; }
  try {
    const [panel, listing] = await Promise.all([api("GET", "/api/abilities"), api("GET", "/api/skills")]);
    state.skills = listing.skills ?? [];
    const sandbox = listing.sandbox;
    if (sandbox) {
      $("sandbox").textContent = sandbox.mode === "off" ? w("sandboxStatusOff") : w("sandboxStatus", { mode: sandbox.mode });
      $("sandbox").title = sandbox.summary;
      $("sandbox").classList.toggle("error", sandbox.mode === "off");
    }
    renderAbilities(panel);
    box.hidden = false;
  } catch (error) {
    box.hidden = true;
  }
}

function renderAbilities(panel) {
  const box = $("abilities");
  state.examples = [];
  state.selectedExample = -1;
  box.replaceChildren(el("h2", "", panel.title), el("p", "dim", panel.context));
  if (panel.empty) box.append(el("p", "dim", panel.empty));
  const list = el("div", "ability-groups");
  list.setAttribute("role", "listbox");
  for (const group of panel.groups) {
    const section = el("section", "ability-group");
    section.append(el("h3", "", group.title));
    if (group.note) section.append(el("p", "dim", group.note));
    const items = el("ul");
    for (const entry of group.entries) {
      const item = el("li", "ability");
      item.setAttribute("role", "option");
      item.dataset.index = String(state.examples.length);
      const name = el("button", "ability-name", entry.name);
      name.type = "button";
      name.title = w("declaration");
      name.addEventListener("click", () => showDeclaration(entry.skill_id));
      const example = el("button", "example", `“${entry.example}”`);
      example.type = "button";
      example.addEventListener("click", () => useExample(Number(item.dataset.index)));
      item.append(name, el("span", "dim", ` ${entry.skill_id} · ${entry.level_text} `), example);
      items.append(item);
      state.examples.push(entry.example);
    }
    section.append(items);
    list.append(section);
  }
  box.append(list, el("p", "dim keys", w("panelKeys")));
}

function selectExample(index) {
  const items = $("abilities").querySelectorAll(".ability");
  if (!items.length) return;
  state.selectedExample = (index + items.length) % items.length;
  for (const item of items) item.setAttribute("aria-selected", String(Number(item.dataset.index) === state.selectedExample));
  items[state.selectedExample].scrollIntoView({ block: "nearest" });
}

function useExample(index) {
  const example = state.examples?.[index];
  if (example === undefined) return;
  selectExample(index);
  $("message").value = example;
  $("message").focus();
}

// A skill's whole declaration, in the page's language where the skill has it.
function showDeclaration(id) {
  const skill = (state.skills ?? []).find((entry) => entry.id === id);
  if (!skill) return;
  const body = $("declaration-body");
  body.replaceChildren(
    el("h3", "", `${skill.display_name} (${skill.id})`),
    el("p", "", skill.description),
    el("p", "dim", `${skill.permission_level} · ${w("source", { source: skill.server ? `MCP ${skill.server}` : skill.source })}`));
  if (skill.fields?.length) {
    body.append(el("h4", "", w("fields")));
    const list = el("ul");
    for (const field of skill.fields) {
      list.append(el("li", "", `${field.name} (${field.type}${field.required ? `, ${w("required")}` : ""}) ${field.description ?? ""}`));
    }
    body.append(list);
  }
  const examples = (skill.examples ?? []).filter((text) => /[\u3400-\u9fff]/.test(text) === (language === "zh"));
  if (examples.length) {
    body.append(el("h4", "", w("examples")));
    const list = el("ul");
    for (const text of examples) list.append(el("li", "", text));
    body.append(list);
  }
  // The schema as the model reads it (its own words), one click away.
  const schema = el("details", "schema");
  schema.append(el("summary", "", w("inputSchema")), el("pre", "schema", JSON.stringify(skill.input_schema, null, 2)));
  body.append(schema);
  $("declaration").showModal();
}

// MARK: words

function cardState(status) {
  return w(`card${status.charAt(0).toUpperCase()}${status.slice(1)}`);
}

function decisionWord(decision) {
  const key = { allow_once: "allowOnce", allow_session: "allowSession", allow_always: "allowAlways", deny: "deny", deny_and_stop: "denyAndStop", allow: "allow" }[decision];
  return key ? w(key) : decision;
}

// A result's output as output: its lines kept, monospaced; a long one shows its first lines
// and a button for all of them.
const shownOutputLines = 40;
function outputBlock(text) {
  const lines = text.replace(/\n$/, "").split("\n");
  const pre = el("pre", "output", lines.slice(0, shownOutputLines).join("\n"));
  if (lines.length <= shownOutputLines) return pre;
  const wrap = el("div", "folded-output");
  const more = el("button", "show-all", w("showAllLines", { count: lines.length }));
  more.type = "button";
  more.addEventListener("click", (event) => {
    event.preventDefault();
    pre.textContent = lines.join("\n");
    more.remove();
  });
  wrap.append(pre, more);
  return wrap;
}

// MARK: wiring

function wire() {
  $("composer").addEventListener("submit", (event) => { event.preventDefault(); send(); });
  $("message").addEventListener("keydown", (event) => {
    // On the first screen, the empty box walks the panel's examples like the terminal UI.
    const choosing = !$("abilities").hidden && $("message").value === "" && state.examples?.length;
    if (choosing && (event.key === "ArrowDown" || event.key === "ArrowUp")) {
      event.preventDefault();
      selectExample(state.selectedExample + (event.key === "ArrowDown" ? 1 : -1) + (state.selectedExample < 0 && event.key === "ArrowUp" ? 1 : 0));
      return;
    }
    if (choosing && event.key === "Enter" && state.selectedExample >= 0 && !event.isComposing) {
      event.preventDefault();
      useExample(state.selectedExample);
      return;
    }
    if (event.key === "Enter" && !event.shiftKey && !event.isComposing) { event.preventDefault(); send(); }
  });
  document.addEventListener("keydown", (event) => {
    if (event.key === "Escape" && !$("permission").open && !$("form-dialog").open && state.running) {
      event.preventDefault();
      cancelRun();
    }
  });
  $("cancel").addEventListener("click", () => cancelRun());
  $("pause").addEventListener("click", togglePause);
  $("new-session").addEventListener("click", () => newSession().catch((error) => showProblem(error.message)));
  $("more-sessions").addEventListener("click", () => loadSessions(true));
  $("search-form").addEventListener("submit", (event) => { event.preventDefault(); runSearch(false).catch((error) => showProblem(error.message)); });
  $("search").addEventListener("search", () => { if (!$("search").value) closeSearch(); });
  $("more-hits").addEventListener("click", () => runSearch(true).catch((error) => showProblem(error.message)));
  $("close-search").addEventListener("click", closeSearch);
  $("filter-form").addEventListener("submit", (event) => {
    event.preventDefault();
    state.filters = { tag: $("filter-tag").value.trim(), workspace: $("filter-workspace").value.trim(), model: $("filter-model").value.trim(), since: $("filter-since").value };
    const refresh = $("search").value.trim() ? runSearch(false) : loadSessions(false);
    refresh.catch((error) => showProblem(error.message));
  });
  $("filter-clear").addEventListener("click", () => {
    $("filter-form").reset();
    state.filters = { tag: "", workspace: "", model: "", since: "" };
    loadSessions(false).catch((error) => showProblem(error.message));
  });
  $("tag-session").addEventListener("click", () => editTags().catch((error) => showProblem(error.message)));
  $("open-permissions").addEventListener("click", () => showPermissions());
  $("open-audit").addEventListener("click", () => showAudit());
  $("attach").addEventListener("click", () => showAttachments());
  $("attach-filter").addEventListener("input", renderAttachments);
  $("audit-apply").addEventListener("click", () => loadAudit(false));
  $("audit-older").addEventListener("click", () => loadAudit(true));
  $("show-sidebar").addEventListener("click", () => $("app").classList.add("sidebar-open"));
  $("toggle-sidebar").addEventListener("click", () => $("app").classList.remove("sidebar-open"));
  $("rename-session").addEventListener("click", async () => {
    const title = window.prompt(w("newTitle"), state.session?.title ?? "");
    if (!title) return;
    try {
      const { session } = await api("PATCH", `/api/sessions/${state.session.id}`, { title });
      state.session = session;
      $("session-title").textContent = session.title;
      await loadSessions(false);
    } catch (error) { showProblem(error.message); }
  });
  $("fork-session").addEventListener("click", async () => {
    try {
      const { session } = await api("POST", `/api/sessions/${state.session.id}/fork`, {});
      await loadSessions(false);
      await openSession(session.id);
    } catch (error) { showProblem(error.message); }
  });
  $("delete-session").addEventListener("click", async () => {
    if (!window.confirm(w("confirmDelete", { title: state.session.title }))) return;
    try {
      await api("DELETE", `/api/sessions/${state.session.id}`);
      state.session = null;
      await loadSessions(false);
      if (state.sessions[0]) await openSession(state.sessions[0].id); else await newSession();
    } catch (error) { showProblem(error.message); }
  });
  // A link or the address bar naming another session (…/#id) opens it.
  window.addEventListener("hashchange", async () => {
    const wanted = location.hash.slice(1);
    if (!wanted || wanted === state.session?.id) return;
    try {
      await loadSessions(false);
      await openSession(wanted);
    } catch (error) { showProblem(error.message); }
  });
  $("conversation").addEventListener("scroll", () => { if ($("conversation").scrollTop < 40) loadOlder(); });

  const permission = $("permission");
  for (const button of permission.querySelectorAll("[data-decision]")) {
    button.addEventListener("click", () => decide(button.dataset.decision));
  }
  $("edit-parameters").addEventListener("click", () => { state.editing = true; $("permission-edit").hidden = false; $("permission-fields").querySelector("input")?.focus(); });
  permission.addEventListener("cancel", (event) => { event.preventDefault(); decide("deny"); });
  permission.addEventListener("keydown", (event) => {
    const typing = event.target instanceof HTMLInputElement || event.target instanceof HTMLTextAreaElement;
    if (typing) {
      if (event.key === "Enter" && !event.shiftKey && event.target.id === "deny-message") { event.preventDefault(); decide(state.pendingDecision ?? "deny"); }
      else if (event.key === "Enter" && event.target instanceof HTMLInputElement) { event.preventDefault(); decide("allow_once"); }
      return;
    }
    const keys = { y: "allow_once", s: "allow_session", a: "allow_always", n: "deny", x: "deny_and_stop" };
    if (keys[event.key]) { event.preventDefault(); decide(keys[event.key]); }
    if (event.key === "e" && !$("edit-parameters").hidden) { event.preventDefault(); $("edit-parameters").click(); }
  });
  for (const dialog of [permission, $("form-dialog")]) {
    // Back to the message box once no dialog is open. Chromium restores focus to it by
    // itself but leaves it refusing keys until it is focused anew (found by the browser
    // test: typing after answering with "y" went nowhere).
    dialog.addEventListener("close", () => {
      setTimeout(() => {
        if ($("permission").open || $("form-dialog").open) return;
        $("message").blur();
        $("message").focus();
      }, 0);
    });
  }
  $("declaration").addEventListener("close", () => $("message").focus());
  $("input-form").addEventListener("submit", (event) => { event.preventDefault(); answerForm("accept"); });
  $("form-decline").addEventListener("click", () => answerForm("decline"));
  $("form-cancel").addEventListener("click", () => answerForm("cancel"));
  $("form-dialog").addEventListener("cancel", (event) => { event.preventDefault(); answerForm("cancel"); });
}

async function start() {
  $("stage").textContent = stageWords.idle ?? "";
  wire();
  setInterval(tickRunningCards, 250);
  try {
    await loadSessions(false);
    // The #hash names a session, listed on the first page or not (an older one, a link).
    const wanted = location.hash.slice(1);
    let opened = false;
    if (wanted) {
      try {
        await openSession(wanted);
        opened = true;
      } catch (error) {
        if (error.status !== 404 && error.status !== 400) throw error;
      }
    }
    if (!opened && state.sessions[0]) await openSession(state.sessions[0].id);
    else if (!opened) await newSession();
  } catch (error) {
    showProblem(error.message);
  }
  $("message").focus();
}

start();
