import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
import Arbiter

// One rules entry, in full.
Page {
    id: root

    property string entryId

    signal backRequested

    background: Rectangle {
        color: Theme.background
    }

    header: PageHeader {
        showBack: true
        title: entry.found ? entry.title : qsTr("Rule not found")
        subtitle: entry.section.length > 0 ? qsTr("%1 · %2").arg(entry.gameName).arg(entry.section) : entry.gameName
        onBackRequested: root.backRequested()
    }

    RuleEntryView {
        id: entry

        catalog: RulesCatalog
        entryId: root.entryId
    }

    Flickable {
        id: flickable

        anchors.fill: parent
        contentWidth: width
        contentHeight: card.height + 2 * Theme.margin
        boundsBehavior: Flickable.StopAtBounds
        clip: true

        ScrollBar.vertical: ScrollBar {}

        SurfaceCard {
            id: card

            x: Math.max(Theme.margin, (flickable.width - width) / 2)
            y: Theme.margin
            width: Math.min(flickable.width - 2 * Theme.margin, 860)
            height: column.implicitHeight + 2 * padding
            padding: Theme.margin

            ColumnLayout {
                id: column

                anchors.fill: parent
                anchors.margins: card.padding
                spacing: Theme.spacing

                Label {
                    Layout.fillWidth: true
                    objectName: "entryText"
                    text: entry.found ? entry.text : qsTr("There is no rules entry called “%1”.").arg(root.entryId)
                    textFormat: Text.StyledText
                    font.pixelSize: Theme.fontLarge - 1
                    lineHeight: 1.3
                    color: Theme.text
                    wrapMode: Text.Wrap
                }

                Label {
                    Layout.fillWidth: true
                    visible: entry.keywords.length > 0
                    text: qsTr("Keywords: %1").arg(entry.keywords.join(", "))
                    font.pixelSize: Theme.fontSmall
                    color: Theme.textMuted
                    wrapMode: Text.Wrap
                }
            }
        }
    }
}
