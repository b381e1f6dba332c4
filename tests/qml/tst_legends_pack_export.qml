import QtQuick
import QtTest
import Arbiter

// The Exiled Legends card editor's export with the file name cleared: it
// says a name is missing, without a Qt warning (an empty name once made Qt
// warn about creating an unnamed folder; the monkey found it).
Item {
    id: root

    width: 1280
    height: 3000
    visible: true

    LegendsCardEditorPage {
        id: page

        anchors.fill: parent
    }

    TestCase {
        name: "LegendsPackExport"
        when: windowShown

        function test_exportWithoutAFileNameSaysSo() {
            failOnWarning(/mkpath/);
            const field = findChild(page, "legendsPackPath");
            const exportButton = findChild(page, "legendsExportPack");
            tryVerify(() => field.visible && exportButton.visible && exportButton.width > 0);
            waitForItemPolished(page);
            mouseClick(field);
            tryVerify(() => field.activeFocus);
            keySequence(StandardKey.SelectAll);
            keyClick(Qt.Key_Backspace);
            compare(field.text, "");
            mouseClick(exportButton);
            const banner = findChild(page, "legendsPackError");
            tryCompare(banner, "message", qsTr("Give the pack file a name first."));
        }
    }
}
