import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
import Arbiter

// Starts a session: pick a game, name the players, start. Games whose rules
// are not built yet are listed but cannot be picked.
Popup {
    id: root

    property string gameId
    property int minPlayers: 1
    property int maxPlayers: 1
    property int playerCount: 0
    // The names in the fields, kept current for the game's setup form.
    property var typedNames: []

    // The game's own questions, as its registration names them.
    readonly property url setupForm: GameViews.setupForm(root.gameId)
    readonly property var setupItem: setupLoader.item

    signal started(real sessionId)

    function choose(gameId: string, minPlayers: int, maxPlayers: int) {
        root.gameId = gameId;
        root.minPlayers = minPlayers;
        root.maxPlayers = maxPlayers;
        root.playerCount = minPlayers;
    }

    // The first game that can be started, as if it had been tapped.
    function chooseFirstPlayable(): bool {
        for (let i = 0; i < gameList.count; ++i) {
            const game = gameList.itemAt(i);
            if (game.startable) {
                root.choose(game.gameId, game.minPlayers, game.maxPlayers);
                return true;
            }
        }
        return false;
    }

    function playerNames() {
        const names = [];
        for (let i = 0; i < playerFields.count; ++i) {
            const field = playerFields.itemAt(i);
            if (field)
                names.push(field.text);
        }
        return names;
    }

    // The scrolling part: the games, the names and the game's own questions.
    readonly property Flickable choices: choicesFlickable

    function refreshTypedNames() {
        root.typedNames = root.playerNames();
    }

    // Fields are added and removed one by one: a Repeater over the bare count
    // would rebuild every field on "Add player" and lose the names typed.
    onPlayerCountChanged: {
        while (playerSeats.count < root.playerCount)
            playerSeats.append({
                "seat": playerSeats.count
            });
        while (playerSeats.count > root.playerCount)
            playerSeats.remove(playerSeats.count - 1);
        Qt.callLater(root.refreshTypedNames);
    }

    parent: Overlay.overlay
    anchors.centerIn: parent
    width: Math.min(parent ? parent.width - 2 * Theme.spacing : 640, 680)
    // One height from the first tap to Start: a sheet that grew as a game's
    // questions appeared moved its buttons under the finger.
    height: Math.min(parent ? parent.height - 2 * Theme.spacing : 720, 900)
    modal: true
    padding: Theme.margin
    onOpened: SessionLibrary.clearErrors()
    onClosed: {
        root.gameId = "";
        root.playerCount = 0;
    }

    background: Rectangle {
        color: Theme.surface
        radius: Theme.radius
        border.width: 1
        border.color: Theme.outline
    }

    Overlay.modal: Rectangle {
        color: Theme.scrim
    }

    contentItem: ColumnLayout {
        spacing: Theme.spacing

        RowLayout {
            Layout.fillWidth: true

            Label {
                Layout.fillWidth: true
                text: qsTr("New session")
                font.pixelSize: Theme.fontTitle
                font.bold: true
                color: Theme.text
            }

            ActionButton {
                kind: ActionButton.Quiet
                iconPath: Icons.close
                Accessible.name: qsTr("Close")
                onClicked: root.close()
            }
        }

        // Only the choices scroll; the title and the buttons keep their place.
        Flickable {
            id: choicesFlickable

            Layout.fillWidth: true
            Layout.fillHeight: true
            clip: true
            contentWidth: width
            contentHeight: layout.implicitHeight
            boundsBehavior: Flickable.StopAtBounds

            ScrollBar.vertical: ScrollBar {}

            ColumnLayout {
                id: layout

                width: choicesFlickable.width
                spacing: Theme.spacing

                BodyLabel {
                    Layout.fillWidth: true
                    muted: true
                    text: qsTr("Choose the game you are about to play.")
                }

                Repeater {
                    id: gameList

                    model: SessionLibrary.games

                    delegate: GameDelegate {
                        Layout.fillWidth: true
                        objectName: "game-" + gameId
                        selected: gameId === root.gameId
                        onClicked: root.choose(gameId, minPlayers, maxPlayers)
                    }
                }

                HeadingLabel {
                    Layout.fillWidth: true
                    visible: root.gameId.length > 0
                    text: qsTr("Players")
                }

                ListModel {
                    id: playerSeats
                }

                Repeater {
                    id: playerFields

                    model: playerSeats

                    delegate: InputField {
                        required property int index

                        objectName: "playerField" + index
                        Layout.fillWidth: true
                        placeholderText: qsTr("Player %1").arg(index + 1)
                        onTextChanged: root.refreshTypedNames()
                    }
                }

                // The game's own questions (its Legends, characters, teams...).
                Loader {
                    id: setupLoader

                    Layout.fillWidth: true
                    visible: root.gameId.length > 0
                    active: root.setupForm.toString().length > 0
                    source: root.setupForm
                }

                Binding {
                    target: setupLoader.item
                    property: "playerNames"
                    value: root.typedNames
                    when: setupLoader.item !== null
                }

                BodyLabel {
                    Layout.fillWidth: true
                    visible: root.setupItem !== null && !root.setupItem.ready && root.setupItem.problem.length > 0
                    muted: true
                    text: root.setupItem ? root.setupItem.problem : ""
                }
            }
        }

        RowLayout {
            Layout.fillWidth: true
            visible: root.gameId.length > 0
            spacing: Theme.gap

            ActionButton {
                objectName: "addPlayerButton"
                iconPath: Icons.plus
                text: qsTr("Add player")
                enabled: root.playerCount < root.maxPlayers
                onClicked: root.playerCount = root.playerCount + 1
            }

            ActionButton {
                objectName: "removePlayerButton"
                iconPath: Icons.minus
                text: qsTr("Remove player")
                enabled: root.playerCount > root.minPlayers
                onClicked: root.playerCount = root.playerCount - 1
            }

            Item {
                Layout.fillWidth: true
            }

            ActionButton {
                objectName: "startButton"
                kind: ActionButton.Primary
                iconPath: Icons.play
                text: qsTr("Start")
                enabled: root.setupItem === null || root.setupItem.ready
                onClicked: {
                    const setup = root.setupItem ? root.setupItem.setup() : {};
                    const id = SessionLibrary.createSessionWith(root.gameId, root.playerNames(), setup);
                    if (id > 0) {
                        root.close();
                        root.started(id);
                    }
                }
            }
        }

        ErrorBanner {
            Layout.fillWidth: true
            message: SessionLibrary.error
            onDismissed: SessionLibrary.clearErrors()
        }
    }
}
