import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
import Arbiter

// Searches the rules reference as you type, for every game or one of them.
Page {
    id: root

    property string gameFilter: ""
    readonly property alias results: search

    signal entryRequested(string entryId)

    function searchFor(text: string) {
        searchField.text = text;
    }

    background: Rectangle {
        color: Theme.background
    }

    header: PageHeader {
        title: qsTr("Rules")
        subtitle: qsTr("The rules in the app’s own words · entries: %1").arg(RulesCatalog.entryCount)
    }

    RulesSearchModel {
        id: search

        catalog: RulesCatalog
        query: searchField.text
        game: root.gameFilter
    }

    ColumnLayout {
        anchors.fill: parent
        anchors.margins: Theme.margin
        spacing: Theme.spacing

        InputField {
            id: searchField

            objectName: "searchField"
            Layout.fillWidth: true
            placeholderText: qsTr("Search the rules, e.g. push")
            inputMethodHints: Qt.ImhNoPredictiveText
            Accessible.name: qsTr("Search the rules")
            leftPadding: 52

            VectorIcon {
                anchors.left: parent.left
                anchors.leftMargin: Theme.spacing
                anchors.verticalCenter: parent.verticalCenter
                path: Icons.search
                color: Theme.textMuted
            }
        }

        Flow {
            Layout.fillWidth: true
            spacing: Theme.gap

            Repeater {
                model: RulesCatalog.filters

                delegate: FilterChipDelegate {
                    checked: filterId === root.gameFilter
                    onClicked: root.gameFilter = filterId
                }
            }
        }

        Label {
            Layout.fillWidth: true
            objectName: "resultCount"
            text: searchField.text.trim().length > 0 ? qsTr("Results: %1").arg(search.count)
                                                     : qsTr("Entries: %1").arg(search.count)
            font.pixelSize: Theme.fontSmall
            color: Theme.textMuted
        }

        ListView {
            id: resultList

            objectName: "resultList"
            Layout.fillWidth: true
            Layout.fillHeight: true
            clip: true
            spacing: Theme.gap
            model: search
            boundsBehavior: Flickable.StopAtBounds

            delegate: RuleHitDelegate {
                width: ListView.view.width
                onClicked: root.entryRequested(entryId)
            }

            ScrollBar.vertical: ScrollBar {}
        }

        BodyLabel {
            Layout.fillWidth: true
            Layout.fillHeight: true
            visible: resultList.count === 0
            horizontalAlignment: Text.AlignHCenter
            muted: true
            text: RulesCatalog.entryCount === 0 ? qsTr("No rules reference is installed.")
                                                : qsTr("Nothing matches. Try fewer or shorter words.")
        }
    }
}
