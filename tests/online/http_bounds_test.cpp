// Body limits on both ends of our HTTP: a message whose announced body is over the limit is refused
// even when its header and the first body bytes reach the reader in one piece (the case Beast 1.74's
// eager parse gets wrong, see readWithin in online/asio.h).
#include <gtest/gtest.h>

#include <string>
#include <thread>

#include "online/http_client.h"
#include "online/http_server.h"

namespace dicechess::online {
namespace {

// Few enough for the reader's first read to take them all with the header (a server closing with bytes
// unread would reset the connection, and the client could lose the 413).
const std::string FirstBodyBytes(1024, ' ');

// Reads up to the end of a request's or an answer's header.
std::string readHeader(Tcp::socket& socket) {
    std::string header;
    char byte = 0;
    boost::system::error_code ec;
    while (header.find("\r\n\r\n") == std::string::npos && net::read(socket, net::buffer(&byte, 1), ec) == 1)
        header += byte;
    return header;
}

TEST(HttpBoundsTest, AnAnswerAnnouncingTooLargeABodyIsRefusedWithItsFirstBytes) {
    net::io_context io;
    Tcp::acceptor acceptor(io, Tcp::endpoint(net::ip::make_address("127.0.0.1"), 0));
    const auto port = acceptor.local_endpoint().port();
    std::thread server([&] {
        Tcp::socket socket(io);
        acceptor.accept(socket);
        readHeader(socket);
        // The header and the first KB of the 32 MB it announces, in one write.
        boost::system::error_code ec;
        net::write(socket,
                   net::buffer("HTTP/1.1 200 OK\r\nContent-Length: 33554432\r\n\r\n" + FirstBodyBytes), ec);
        socket.shutdown(Tcp::socket::shutdown_both, ec);
    });
    const auto url = parseHttpUrl("http://127.0.0.1:" + std::to_string(port) + "/big");
    ASSERT_TRUE(url) << url.error();
    const auto answer = blockingRequest("GET", *url, "", {}, std::chrono::seconds(10), 1 << 20);
    server.join();
    ASSERT_FALSE(answer) << "a " << answer->body.size() << "-byte body was taken";
    EXPECT_EQ(answer.error(), "oversized body");
}

TEST(HttpBoundsTest, ARequestAnnouncingTooLargeABodyGets413WithItsFirstBytes) {
    net::io_context io;
    HttpServer server(io, HttpServerOptions{}, [](Request) -> Task<Reply> { co_return emptyResponse(204); });
    ASSERT_EQ(server.listen("127.0.0.1", 0), "");
    std::thread serving([&] { io.run_for(std::chrono::seconds(10)); });
    net::io_context clientIo;
    Tcp::socket socket(clientIo);
    socket.connect(server.endpoint());
    const std::string request =
        "POST /bot/game/g/move HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Length: " + std::to_string(2 << 20) +
        "\r\n\r\n" + FirstBodyBytes;
    net::write(socket, net::buffer(request));
    const std::string header = readHeader(socket);
    net::post(io, [&] { server.stop(); });
    serving.join();
    EXPECT_TRUE(header.starts_with("HTTP/1.1 413")) << header;
}

}  // namespace
}  // namespace dicechess::online
