import Foundation

/// The player's strings: one table, read by the views.
enum Strings {
    enum Player {
        static let play = NSLocalizedString("player.play", comment: "")
        static let skip = NSLocalizedString("player.skip", comment: "")
        static let skipHint = NSLocalizedString("player.skip.hint", comment: "")
        static let nowPlaying = NSLocalizedString("player.now-playing", comment: "")
    }
}

struct Track {
    let title: String
    let artist: String
}
