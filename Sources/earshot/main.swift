import EarshotCommands

// The command line lives in EarshotCommands, where the fuzz targets parse it too.
await Earshot.run()
