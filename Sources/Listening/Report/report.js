(function () {
  "use strict";
  var player = document.getElementById("element-player");
  document.querySelectorAll("button.play").forEach(function (button) {
    button.addEventListener("click", function () {
      player.src = button.getAttribute("data-audio");
      player.play().catch(function () {});
    });
  });
  document.querySelectorAll("audio[data-screen]").forEach(function (audio) {
    var track = audio.querySelector("track");
    if (!track) { return; }
    track.track.mode = "hidden";
    var table = document.querySelector("table.elements[data-screen='" + audio.getAttribute("data-screen") + "']");
    var now = audio.parentNode.querySelector(".caption-now");
    var elements = audio.getAttribute("data-elements").split("\n");
    track.addEventListener("cuechange", function () {
      var cues = track.track.cues, active = track.track.activeCues;
      table.querySelectorAll("tr.speaking").forEach(function (row) { row.classList.remove("speaking"); });
      if (!active || active.length === 0) { now.textContent = ""; return; }
      var index = Array.prototype.indexOf.call(cues, active[0]);
      now.textContent = active[0].text;
      var id = elements[index];
      table.querySelectorAll("tbody tr").forEach(function (row) {
        if (row.getAttribute("data-element") === id) { row.classList.add("speaking"); }
      });
    });
  });
  var onlyFlagged = document.getElementById("only-flagged");
  var locale = document.getElementById("locale-filter");
  var severity = document.getElementById("severity-filter");
  function apply() {
    var wanted = locale.value, level = severity.value;
    document.querySelectorAll("[data-locale]").forEach(function (node) {
      if (node.tagName === "TR" || node.tagName === "LI") { return; }
      node.classList.toggle("hidden", wanted !== "" && node.getAttribute("data-locale") !== wanted);
    });
    document.querySelectorAll("tbody tr").forEach(function (row) {
      var marks = (row.getAttribute("data-severities") || "").split(" ").filter(function (m) { return m; });
      if (row.hasAttribute("data-locale")) {
        marks = [row.getAttribute("data-locale") + ":" + row.getAttribute("data-severities")];
      }
      var matching = marks.filter(function (mark) {
        var parts = mark.split(":");
        return (wanted === "" || parts[0] === wanted) && (level === "" || parts[1] === level);
      });
      var hide = (onlyFlagged.checked || level !== "") && matching.length === 0;
      if (row.hasAttribute("data-locale") && wanted !== "" && row.getAttribute("data-locale") !== wanted) { hide = true; }
      row.classList.toggle("hidden", hide);
    });
  }
  [onlyFlagged, locale, severity].forEach(function (control) { control.addEventListener("change", apply); });
  var changes = document.getElementById("changes-heading");
  if (changes) { changes.focus(); }
})();
