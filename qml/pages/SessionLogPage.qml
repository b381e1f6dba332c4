import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
import Arbiter

// Every record of the open session, newest first, undos and redos included.
Page {
    id: root

    signal backRequested

    background: Rectangle {
        color: Theme.background
    }

    header: PageHeader {
        showBack: true
        title: qsTr("Session log")
        subtitle: ActiveSession.title
        onBackRequested: root.backRequested()

        ActionButton {
            iconPath: Icons.undo
            text: root.width >= 1000 ? qsTr("Undo") : ""
            Accessible.name: qsTr("Undo")
            enabled: ActiveSession.canUndo
            onClicked: ActiveSession.undo()
        }

        ActionButton {
            iconPath: Icons.redo
            text: root.width >= 1000 ? qsTr("Redo") : ""
            Accessible.name: qsTr("Redo")
            enabled: ActiveSession.canRedo
            onClicked: ActiveSession.redo()
        }
    }

    SurfaceCard {
        anchors.fill: parent
        anchors.margins: Theme.margin

        ListView {
            id: logList

            objectName: "logList"
            anchors.fill: parent
            anchors.margins: parent.padding
            clip: true
            model: ActiveSession.log
            boundsBehavior: Flickable.StopAtBounds

            delegate: LogDelegate {
                width: ListView.view.width
            }

            ScrollBar.vertical: ScrollBar {}
        }

        BodyLabel {
            anchors.centerIn: parent
            visible: logList.count === 0
            muted: true
            text: qsTr("Nothing has happened in this session yet.")
        }
    }
}
