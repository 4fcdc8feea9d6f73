import UIKit

struct QueueAction {
    let title: String
}

final class PlayerView: UIView {
    private let playButton = UIButton(type: .system)
    private let skipButton = UIButton(type: .system)
    private let trackLabel = UILabel()
    private let actions = [QueueAction(title: NSLocalizedString("queue.clear", comment: ""))]

    func configure(track: Track) {
        playButton.accessibilityLabel = Strings.Player.play
        skipButton.accessibilityLabel = Strings.Player.skip
        skipButton.accessibilityHint = Strings.Player.skipHint
        trackLabel.accessibilityLabel = "\(Strings.Player.nowPlaying) \(track.title)"
    }

    func menuButton(for action: QueueAction) -> UIButton {
        let button = UIButton(type: .system)
        button.accessibilityLabel = action.title
        return button
    }
}
