// `earshot listen`: a whole app in every locale rendered to WAV files, with a report.
//
// The folders, by job:
//
// - The run itself, here: `ListenRun` (what the command calls), its errors, its progress on
//   standard error, Ctrl-C (`Interruption`), and `ContentHash`, which names audio files and
//   tells apps apart.
// - `Planning/`: what there is to render and how it is cut: the screens a user reaches
//   (`ScreenPlan`), each screen in each locale (`LocaleScreen`), `--shard`'s share of them, and
//   the work items (`WorkPlan`, `WorkItem`), cut the same way in every run, and the order they
//   are handed out in (`PendingItems`).
// - `Rendering/`: a screen from its description to its audio: what each element says and the
//   file it goes to (`ScreenDescriber`, `RenderKey`), the settings workers render with, the
//   run's side that reuses an earlier report's files and assembles each screen's WAV file
//   (`ScreenRenderer`, `ScreenAudio`), and `ScreenRendering`, where planning, the workers and
//   assembly meet.
// - `Workers/`: the worker processes: the pool the run feeds (`WorkerPool`), what it sends them
//   (`ElementSpeech`: what an element says and its file, so a worker never reads the app), the
//   worker's side (`ListenWorker`), and the process a worker forks for each item
//   (`ItemSynthesis`).
// - `Checks/`: what is checked about the result: the audit's findings (`ReportChecks`), what
//   changed since a baseline, and whether the shares a merge joins belong together.
// - `Writing/`: the report: what `results.json` keeps, each output format (HTML, its style and
//   script compiled in from `Report/`; JSON Lines; JUnit; `summary.json`), and the folder it is
//   written to and put in place whole.
//
// How each part runs, and why. One model throughout: what waits on another process (a worker's
// pipe) has a thread of its own, for the whole run; what computes (planning, assembling a
// screen, making a document) is a block on a global dispatch queue; each step waits for its
// threads and blocks in one `DispatchGroup`. State they share is under a `Mutex`, held only for
// a moment, and the one place a thread waits for others' state is `ScreenRendering`'s
// `NSCondition`. (A blocked block would hold one of the global queues' threads, about one per
// core, until the queue adds another; a thread of its own keeps the cores for computing.)
// Processes are the unit of synthesis, since libespeak-ng keeps its state per process.
//
// - Worker processes, not threads, synthesise. `WorkerPool` starts `jobs` copies of the
//   executable in its hidden worker mode (`earshot listen-worker`, through `WorkerProcesses`),
//   each fed one work item at a time over a pipe and answering one line when the item's files
//   are written. libespeak-ng keeps its state per process, so parallel synthesis needs
//   processes. A first render starts them before the app is even loaded, so that their start-up
//   (the executable, the voice files, libespeak-ng) overlaps loading and planning.
// - A worker is single-threaded and forks a process for each item (`ItemSynthesis`), which
//   starts its own libespeak-ng, synthesises the item, answers and exits; the worker waits for
//   it. The item's audio then never depends on what was synthesised before it or on which worker
//   took it (docs/listening.md, "Identical audio"). Forking is only safe in a process of one
//   thread: the worker never starts the synthesis thread, and the command line runs the worker
//   before anything starts a thread (`Earshot.runListenWorkerIfAsked`). Each worker leads a
//   process group with what it forks, so that the run ends them together.
// - In the run, `WorkerPool.run` gives each worker a thread of its own that blocks on its pipe;
//   a `DispatchGroup` waits for them all. When an item is done its screen is assembled on a
//   global queue (in the same group) while the worker goes on with its next item. The first
//   failure, the peak memory and the workers used are kept under a `Mutex`.
// - Planning runs on a global queue while the workers take items, so an item is synthesised as
//   soon as it is planned. `ScreenRendering` is where the two meet: one `NSCondition` guards the
//   plan, the items handed out and done, and the screens waiting for them; `next()` waits on it
//   while planning may still add an item, and a screen is made by whichever thread finished its
//   last item (or by planning, when the screen needs no synthesis).
// - Once the workers have ended, the report's documents are made side by side
//   (`DispatchQueue.concurrentPerform`, each result kept under a `Mutex`) and written in turn.
// - `ListenProgress` and `Interruption` are called from any of these threads, each with its state
//   under a `Mutex` held only for a moment. Ctrl-C arrives as a dispatch signal source on a
//   global queue: it stops the workers' process groups, waits for the writes and the commit under
//   way (counted, not locked, so that they can always finish), removes the partial report
//   folders and ends the process with status 130.
