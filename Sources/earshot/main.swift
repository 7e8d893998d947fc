import EarshotCommands

// The listening worker runs before the asynchronous command line starts any thread.
Earshot.runListenWorkerIfAsked()
// The command line lives in EarshotCommands, where the fuzz targets parse it too.
await Earshot.run()
