// Added to the phone page by the tests' door (page_door.py) before the
// page's own scripts: every message the page's socket receives and sends is
// kept where the test can read it, what reached the phone and not only what
// it drew.
(() => {
  const Native = window.WebSocket;
  window.__received = [];
  window.__sent = [];
  window.WebSocket = function (url, protocols) {
    const socket = protocols === undefined ? new Native(url) : new Native(url, protocols);
    socket.addEventListener("message", (event) => window.__received.push(event.data));
    const sendNative = socket.send.bind(socket);
    socket.send = (data) => {
      window.__sent.push(data);
      sendNative(data);
    };
    return socket;
  };
  window.WebSocket.prototype = Native.prototype;
  for (const state of ["CONNECTING", "OPEN", "CLOSING", "CLOSED"])
    window.WebSocket[state] = Native[state];
})();
