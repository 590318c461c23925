"""A minimal WebSocket client (RFC 6455) for the human-seat tests: the upgrade, masked text frames out,
text frames in (pings answered with pongs, a close frame ends the socket). The standard library has none."""
import base64
import json
import os
import socket
import struct
import time
import urllib.parse


class SocketRefused(Exception):
    def __init__(self, status):
        super().__init__(f"the upgrade was answered {status}")
        self.status = status


class GameSocket:
    def __init__(self, url, timeout=30):
        parts = urllib.parse.urlsplit(url)
        self.sock = socket.create_connection((parts.hostname, parts.port), timeout=timeout)
        key = base64.b64encode(os.urandom(16)).decode()
        target = parts.path + ("?" + parts.query if parts.query else "")
        self.sock.sendall((f"GET {target} HTTP/1.1\r\nHost: {parts.hostname}:{parts.port}\r\nUpgrade: websocket\r\n"
                           f"Connection: Upgrade\r\nSec-WebSocket-Key: {key}\r\nSec-WebSocket-Version: 13\r\n\r\n").encode())
        head = b""
        while b"\r\n\r\n" not in head:
            chunk = self.sock.recv(4096)
            if not chunk:
                raise SocketRefused("nothing")
            head += chunk
        header, self.buffer = head.split(b"\r\n\r\n", 1)
        status = int(header.split(b" ")[1])
        if status != 101:
            raise SocketRefused(status)
        self.closed = False
        self.pings = 0

    def _read(self, count):
        while len(self.buffer) < count:
            chunk = self.sock.recv(65536)
            if not chunk:
                raise ConnectionError("the server closed the connection")
            self.buffer += chunk
        data, self.buffer = self.buffer[:count], self.buffer[count:]
        return data

    def _send(self, opcode, payload):
        mask = os.urandom(4)
        length = len(payload)
        header = bytes([0x80 | opcode])
        if length < 126:
            header += bytes([0x80 | length])
        elif length < 65536:
            header += bytes([0x80 | 126]) + struct.pack(">H", length)
        else:
            header += bytes([0x80 | 127]) + struct.pack(">Q", length)
        self.sock.sendall(header + mask + bytes(b ^ mask[i % 4] for i, b in enumerate(payload)))

    def send(self, command):
        self._send(0x1, json.dumps(command).encode())

    def send_raw(self, opcode, payload):
        self._send(opcode, payload)

    def event(self, timeout=30):
        """The next game event (a dict), or None once the server has closed the socket."""
        self.sock.settimeout(timeout)
        message = None  # a text message arriving in fragments
        while not self.closed:
            first, second = self._read(2)
            final, opcode, length = first & 0x80, first & 0x0F, second & 0x7F
            if length == 126:
                length = struct.unpack(">H", self._read(2))[0]
            elif length == 127:
                length = struct.unpack(">Q", self._read(8))[0]
            payload = self._read(length)
            if opcode == 0x1 or (opcode == 0x0 and message is not None):
                message = (message or b"") + payload
                if final:
                    return json.loads(message)
                continue
            if opcode == 0x9:
                self.pings += 1
                self._send(0xA, payload)
            elif opcode == 0x8:
                self.closed = True
                self._send(0x8, payload[:2])
        return None

    def until(self, kind, timeout=30):
        """Events up to and including the first of `kind`; fails the wait after `timeout` seconds."""
        return self.until_any((kind,), timeout)

    def until_any(self, kinds, timeout=60):
        """Events up to and including the first of any of `kinds`."""
        deadline = time.monotonic() + timeout
        seen = []
        while time.monotonic() < deadline:
            event = self.event(max(0.1, deadline - time.monotonic()))
            if event is None:
                break
            seen.append(event)
            if any(kind in event for kind in kinds):
                return seen
        raise TimeoutError(f"none of {kinds}; saw {[next(iter(e)) for e in seen]}")

    def close(self):
        try:
            self._send(0x8, struct.pack(">H", 1000))
        except OSError:
            pass
        self.sock.close()
