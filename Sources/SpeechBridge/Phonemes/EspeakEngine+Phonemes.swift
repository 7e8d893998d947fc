import CEspeakNG

extension EspeakEngine {
    /// espeak-ng's phonemes for `text` in `voice`, clause after clause, as `espeak-ng -x` prints
    /// them: its own ASCII phoneme names, with `(en)`-style marks where it switched to another
    /// language's rules. Nothing is synthesised. `text` must be one short run (a word): long
    /// runs are what crash espeak-ng 1.51 (see ``SafeText``).
    func phonemes(of text: String, voice: String) throws(SpeechError) -> String {
        try select(voice)
        defer {
            // espeak-ng 1.51 reports no word events for the first synthesis after about 25
            // phoneme lookups in a row; synthesising nothing sets that right, and costs under
            // a microsecond.
            espeak_Synth("", 1, 0, POS_CHARACTER, 0, UInt32(espeakCHARS_UTF8), nil, nil)
            // The selection above changes the library's voice behind `apply`'s back.
            reset()
        }
        var clauses: [String] = []
        // What would harm the library is kept from it as it is before synthesis.
        SafeText.word(text).withCString { start in
            var cursor: UnsafeRawPointer? = UnsafeRawPointer(start)
            while let position = cursor, position.load(as: UInt8.self) != 0 {
                guard let phonemes = espeak_TextToPhonemes(&cursor, espeakCHARS_UTF8, 0) else { break }
                clauses.append(String(cString: phonemes))
            }
        }
        return clauses.joined(separator: " ")
    }
}
