import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
import Arbiter

// Makes the Theosis pack's made-up values match the table's own box: hero
// mats, power value pairs, item tokens, ritual tokens, stamina tokens and
// the Thieves' Guild die. The engine's content check runs after every change
// and again on Save; sessions started afterwards use the saved pack, the
// ones already running keep theirs.
Page {
    id: root

    readonly property string gameId: "theosis"
    readonly property bool wide: width >= height

    // Where the page opens, when not on the first hero.
    property string startSection
    property string startEntry
    property string savedNote
    // Bumped after a save or reset, so what depends on the stored pack reads it again.
    property int revision: 0

    // Hosted outside a StackView (the new-session sheet), the page asks to be closed.
    signal closeRequested

    // In portrait the fields sit below a long list, and in landscape a list
    // scrolled far down hides them: bring the chosen entry's fields into view.
    function showFields() {
        const top = fieldsCard.mapToItem(flickable.contentItem, 0, 0).y - Theme.gap;
        if (top < flickable.contentY || top > flickable.contentY + flickable.height / 2)
            flickable.contentY = Math.max(0, Math.min(top, flickable.contentHeight - flickable.height));
    }

    function reload() {
        editor.load(SessionLibrary.contentPack(root.gameId));
        root.revision = root.revision + 1;
    }

    function save(): bool {
        if (!SessionLibrary.saveContentPack(root.gameId, editor.pack())) {
            root.savedNote = "";
            return false;
        }
        root.reload();
        root.savedNote = qsTr("Saved. New sessions use this pack; sessions already started keep theirs.");
        return true;
    }

    background: Rectangle {
        color: Theme.background
    }

    header: PageHeader {
        showBack: true
        title: qsTr("Theosis components")
        subtitle: root.revision >= 0 && SessionLibrary.hasUserContentPack(root.gameId) ? qsTr("Your own pack") : qsTr("The shipped example: check against your components")
        onBackRequested: {
            if (root.StackView.view)
                root.StackView.view.pop();
            else
                root.closeRequested();
        }

        ActionButton {
            objectName: "theosisPackDiscard"
            kind: ActionButton.Quiet
            iconPath: Icons.close
            text: root.wide ? qsTr("Discard changes") : ""
            Accessible.name: qsTr("Discard changes")
            enabled: editor.modified
            onClicked: {
                SessionLibrary.clearErrors();
                root.reload();
                root.savedNote = "";
            }
        }

        ActionButton {
            objectName: "theosisPackReset"
            kind: ActionButton.Quiet
            iconPath: Icons.undo
            text: root.wide ? qsTr("Reset to shipped") : ""
            Accessible.name: qsTr("Reset to shipped")
            onClicked: {
                SessionLibrary.clearErrors();
                if (SessionLibrary.resetContentPack(root.gameId)) {
                    root.reload();
                    root.savedNote = qsTr("The shipped example pack is back.");
                }
            }
        }

        ActionButton {
            objectName: "theosisPackSave"
            kind: ActionButton.Primary
            iconPath: Icons.check
            text: qsTr("Save")
            enabled: editor.modified
            onClicked: root.save()
        }
    }

    Component.onCompleted: {
        root.reload();
        if (root.startSection.length > 0) {
            if (root.startEntry.length > 0)
                editor.showEntry(root.startSection, root.startEntry);
            else
                editor.section = root.startSection;
        }
    }

    TheosisContentEditor {
        id: editor

        objectName: "theosisContentEditor"
        onModifiedChanged: root.savedNote = editor.modified ? "" : root.savedNote
    }

    Flickable {
        id: flickable

        objectName: "theosisPackFlickable"
        anchors.fill: parent
        contentWidth: width
        contentHeight: content.implicitHeight + 2 * Theme.gap
        boundsBehavior: Flickable.StopAtBounds
        clip: true

        ScrollBar.vertical: ScrollBar {}

        ColumnLayout {
            id: content

            x: Theme.gap
            y: Theme.gap
            width: flickable.width - 2 * Theme.gap
            spacing: Theme.gap

            // The pack's own word on which values are invented.
            Rectangle {
                Layout.fillWidth: true
                objectName: "theosisPackCheck"
                implicitHeight: checkColumn.implicitHeight + 2 * Theme.spacing
                radius: Theme.radius
                color: Theme.accentSoft
                border.width: 1
                border.color: Theme.accent

                ColumnLayout {
                    id: checkColumn

                    anchors.fill: parent
                    anchors.margins: Theme.spacing
                    spacing: 4

                    HeadingLabel {
                        Layout.fillWidth: true
                        wrapMode: Text.Wrap
                        text: qsTr("Check against your components")
                    }

                    BodyLabel {
                        Layout.fillWidth: true
                        objectName: "theosisPackAbout"
                        visible: text.length > 0
                        text: ContentWords.text(editor.about.length > 0 ? editor.about : editor.check, LanguageController.language)
                    }
                }
            }

            EditorBanner {
                Layout.fillWidth: true
                namePrefix: "theosisPack"
                saved: root.savedNote
                problem: editor.problem
            }

            Flow {
                Layout.fillWidth: true
                spacing: 4

                Repeater {
                    model: editor.sections

                    delegate: ActionButton {
                        required property string key
                        required property string title
                        required property int count

                        objectName: "theosisPackSection-" + key
                        kind: ActionButton.Secondary
                        checked: editor.section === key
                        text: key === "thieves_guild" ? title : qsTr("%1 (%2)").arg(title).arg(count)
                        onClicked: editor.section = key
                    }
                }
            }

            GridLayout {
                Layout.fillWidth: true
                columns: root.wide ? 2 : 1
                columnSpacing: Theme.gap
                rowSpacing: Theme.gap

                SurfaceCard {
                    Layout.fillWidth: true
                    Layout.preferredWidth: 2
                    Layout.alignment: Qt.AlignTop
                    implicitHeight: listColumn.implicitHeight + 2 * padding

                    ColumnLayout {
                        id: listColumn

                        anchors.fill: parent
                        anchors.margins: parent.padding
                        spacing: Theme.gap

                        Flow {
                            Layout.fillWidth: true
                            spacing: 4

                            Repeater {
                                model: editor.entries

                                delegate: ActionButton {
                                    required property int index
                                    required property string id
                                    required property string name
                                    required property string detail

                                    objectName: "theosisPackEntry-" + id
                                    font.pixelSize: Theme.fontSmall
                                    checked: editor.entry === index
                                    text: detail.length > 0 ? qsTr("%1 · %2").arg(name).arg(detail) : name
                                    onClicked: {
                                        editor.entry = index;
                                        root.showFields();
                                    }
                                }
                            }
                        }

                        RowLayout {
                            Layout.fillWidth: true
                            visible: editor.canAdd
                            spacing: Theme.gap

                            ActionButton {
                                objectName: "theosisPackAdd"
                                iconPath: Icons.plus
                                text: editor.section === "items" ? qsTr("Add item") : qsTr("Add token")
                                onClicked: editor.addEntry()
                            }

                            ActionButton {
                                objectName: "theosisPackRemove"
                                kind: ActionButton.Danger
                                iconPath: Icons.trash
                                text: qsTr("Remove")
                                enabled: editor.canRemove
                                onClicked: editor.removeEntry()
                            }
                        }
                    }
                }

                SurfaceCard {
                    id: fieldsCard

                    objectName: "theosisPackFields"
                    Layout.fillWidth: true
                    Layout.preferredWidth: 3
                    Layout.alignment: Qt.AlignTop
                    implicitHeight: fieldColumn.implicitHeight + 2 * padding

                    ColumnLayout {
                        id: fieldColumn

                        anchors.fill: parent
                        anchors.margins: parent.padding
                        spacing: Theme.spacing

                        HeadingLabel {
                            Layout.fillWidth: true
                            wrapMode: Text.Wrap
                            text: editor.entryName
                        }

                        BodyLabel {
                            Layout.fillWidth: true
                            visible: editor.entryNote.length > 0
                            muted: true
                            font.pixelSize: Theme.fontSmall
                            text: editor.entryNote
                        }

                        // Another entry's fields reuse these rows: a value typed in
                        // changes only its own row, so the field under the finger stays.
                        Repeater {
                            model: editor.fields

                            delegate: TheosisContentEditorField {
                                Layout.fillWidth: true
                                onTextEdited: text => editor.setText(key, text)
                                onNumberEdited: number => editor.setNumber(key, number)
                                onFlagEdited: checked => editor.setFlag(key, checked)
                                onToggled: value => editor.toggle(key, value)
                            }
                        }
                    }
                }
            }
        }
    }
}
