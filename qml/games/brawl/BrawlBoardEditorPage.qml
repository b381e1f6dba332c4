import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
import Arbiter

// Makes the content pack match the table's own board and champion cards:
// tap hexes to place statues, trap hexes, deployment areas and Gates; set
// the champions' printed stats. Saved packs are checked by the game's
// rules and used by sessions started afterwards.
Page {
    id: root

    readonly property string gameId: "super-fantasy-brawl"
    readonly property bool wide: width >= height
    property string savedNote
    // Bumped after a save or reset, so what depends on the stored pack reads it again.
    property int revision: 0

    function reload() {
        editor.load(SessionLibrary.contentPack(root.gameId));
        root.revision = root.revision + 1;
    }

    background: Rectangle {
        color: Theme.background
    }

    header: PageHeader {
        showBack: true
        title: qsTr("Arena board and champions")
        subtitle: root.revision >= 0 && SessionLibrary.hasUserContentPack(root.gameId) ? qsTr("Your own pack") : qsTr("The shipped example: check against your board")
        onBackRequested: root.StackView.view.pop()

        ActionButton {
            objectName: "brawlEditorReset"
            kind: ActionButton.Quiet
            iconPath: Icons.undo
            text: root.wide ? qsTr("Reset to shipped") : ""
            Accessible.name: qsTr("Reset to shipped")
            onClicked: {
                if (SessionLibrary.resetContentPack(root.gameId)) {
                    root.reload();
                    root.savedNote = qsTr("The shipped board and champions are back.");
                }
            }
        }

        ActionButton {
            objectName: "brawlEditorSave"
            kind: ActionButton.Primary
            iconPath: Icons.check
            text: qsTr("Save")
            enabled: editor.modified
            onClicked: {
                if (SessionLibrary.saveContentPack(root.gameId, editor.pack())) {
                    root.reload();
                    root.savedNote = qsTr("Saved. New sessions use this board and these champions.");
                } else {
                    root.savedNote = "";
                }
            }
        }
    }

    Component.onCompleted: root.reload()

    BrawlBoardEditor {
        id: editor

        objectName: "brawlBoardEditor"
        onModifiedChanged: root.savedNote = editor.modified ? "" : root.savedNote
    }

    BrawlBoardView {
        id: board

        objectName: "brawlEditorBoard"
        Accessible.name: qsTr("Board being edited")
        Accessible.description: qsTr("Tap a hex to change it")
        x: Theme.gap
        y: Theme.gap
        width: root.wide ? root.width - tools.width - 3 * Theme.gap : root.width - 2 * Theme.gap
        height: root.wide ? root.height - 2 * Theme.gap : Math.round(root.height * 0.48)
        source: editor
        onTapped: (q, r, champion) => editor.tap(q, r)
    }

    Flickable {
        id: tools

        x: root.wide ? root.width - width - Theme.gap : Theme.gap
        y: root.wide ? Theme.gap : board.y + board.height + Theme.gap
        width: root.wide ? Math.min(440, Math.round(root.width * 0.42)) : root.width - 2 * Theme.gap
        height: root.wide ? root.height - 2 * Theme.gap : root.height - y - Theme.gap
        contentWidth: width
        contentHeight: toolColumn.implicitHeight
        boundsBehavior: Flickable.StopAtBounds
        clip: true

        ScrollBar.vertical: ScrollBar {}

        ColumnLayout {
            id: toolColumn

            width: tools.width
            spacing: Theme.gap

            EditorBanner {
                Layout.fillWidth: true
                namePrefix: "brawlEditor"
                saved: root.savedNote
            }

            SurfaceCard {
                Layout.fillWidth: true
                implicitHeight: boardTools.implicitHeight + 2 * padding

                ColumnLayout {
                    id: boardTools

                    anchors.fill: parent
                    anchors.margins: parent.padding
                    spacing: Theme.gap

                    HeadingLabel {
                        Layout.fillWidth: true
                        text: qsTr("Tap a hex to change it")
                    }

                    Flow {
                        Layout.fillWidth: true
                        spacing: Theme.gap

                        Repeater {
                            model: [
                                { "tool": "statue", "text": qsTr("Statue") },
                                { "tool": "trap", "text": qsTr("Trap hex") },
                                { "tool": "area0", "text": qsTr("Area %1").arg(editor.areas.length > 0 ? ContentWords.text(editor.areas[0].id, LanguageController.language) : "1") },
                                { "tool": "area1", "text": qsTr("Area %1").arg(editor.areas.length > 1 ? ContentWords.text(editor.areas[1].id, LanguageController.language) : "2") },
                                { "tool": "gate0", "text": qsTr("Gate %1").arg(editor.areas.length > 0 ? ContentWords.text(editor.areas[0].id, LanguageController.language) : "1") },
                                { "tool": "gate1", "text": qsTr("Gate %1").arg(editor.areas.length > 1 ? ContentWords.text(editor.areas[1].id, LanguageController.language) : "2") }
                            ]

                            delegate: ActionButton {
                                required property var modelData

                                objectName: "tool-" + modelData.tool
                                checked: editor.tool === modelData.tool
                                text: modelData.text
                                onClicked: editor.tool = modelData.tool
                            }
                        }
                    }

                    BodyLabel {
                        Layout.fillWidth: true
                        muted: true
                        font.pixelSize: Theme.fontSmall
                        text: qsTr("Statues, trap hexes and areas toggle on the board; a Gate goes on a dotted hex outside it.")
                    }

                    NumberStepper {
                        compact: true
                        Layout.fillWidth: true
                        label: qsTr("Board radius")
                        value: editor.radius
                        from: 2
                        to: 8
                        onEdited: value => editor.radius = value
                    }

                    BodyLabel {
                        Layout.fillWidth: true
                        text: qsTr("%1 statues · %2 trap hexes (at least 4) · areas of %3 and %4 hexes (at least 3 each)")
                              .arg(editor.statueCount).arg(editor.trapHexCount)
                              .arg(editor.areas.length > 0 ? editor.areas[0].size : 0)
                              .arg(editor.areas.length > 1 ? editor.areas[1].size : 0)
                    }
                }
            }

            SurfaceCard {
                Layout.fillWidth: true
                implicitHeight: championTools.implicitHeight + 2 * padding

                ColumnLayout {
                    id: championTools

                    anchors.fill: parent
                    anchors.margins: parent.padding
                    spacing: Theme.gap

                    HeadingLabel {
                        Layout.fillWidth: true
                        text: qsTr("Champion cards")
                    }

                    // Stable delegates: an edit changes the champion's row in place,
                    // so a stepper is not rebuilt under the finger (nor a layout keeps
                    // a deleted delegate, Qt 6.4).
                    Repeater {
                        model: editor.champions

                        delegate: ColumnLayout {
                            id: championEntry

                            required property var value
                            readonly property var modelData: value

                            Layout.fillWidth: true
                            spacing: 0

                            BodyLabel {
                                Layout.fillWidth: true
                                font.bold: true
                                text: qsTr("%1 (%2 action cards)").arg(championEntry.modelData.name).arg(championEntry.modelData.cards)
                            }

                            Repeater {
                                model: [
                                    { "side": "basic", "text": qsTr("Basic") },
                                    { "side": "levelled", "text": qsTr("Levelled up") }
                                ]

                                delegate: ColumnLayout {
                                    id: sideEntry

                                    required property var modelData
                                    readonly property var stats: championEntry.modelData[modelData.side]

                                    Layout.fillWidth: true
                                    spacing: 0

                                    BodyLabel {
                                        Layout.fillWidth: true
                                        muted: true
                                        text: sideEntry.modelData.text
                                    }

                                    GridLayout {
                                        Layout.fillWidth: true
                                        columns: root.wide ? 1 : 3
                                        columnSpacing: Theme.spacing
                                        rowSpacing: 0

                                        NumberStepper {
                                            compact: true
                                            Layout.fillWidth: true
                                            label: qsTr("Hitpoints")
                                            value: sideEntry.stats.hp
                                            from: 1
                                            to: 100
                                            onEdited: value => editor.setStat(championEntry.modelData.index, sideEntry.modelData.side, "hp", value)
                                        }

                                        NumberStepper {
                                            compact: true
                                            Layout.fillWidth: true
                                            label: qsTr("Defence")
                                            value: sideEntry.stats.defence
                                            to: 20
                                            onEdited: value => editor.setStat(championEntry.modelData.index, sideEntry.modelData.side, "defence", value)
                                        }

                                        NumberStepper {
                                            compact: true
                                            Layout.fillWidth: true
                                            label: qsTr("Movement bonus")
                                            value: sideEntry.stats.movement_bonus
                                            to: 20
                                            onEdited: value => editor.setStat(championEntry.modelData.index, sideEntry.modelData.side, "movement_bonus", value)
                                        }
                                    }
                                }
                            }
                        }
                    }
                }
            }
        }
    }
}
