#pragma once

// Boost 1.74's Asio and Beast, as the online module uses them. Three toolchain traps handled here once:
// awaitable.hpp uses std::exchange without including <utility> (GCC 12's headers no longer pull it in);
// Asio 1.74 detects C++20 coroutines only for GCC and MSVC, so clang (the sanitizer and fuzz trees)
// gets the two switches from online/CMakeLists.txt; and Beast 1.74's body limit can be lost (readWithin).
#include <cstdint>
#include <utility>

#include <boost/asio.hpp>
#include <boost/beast/core.hpp>
#include <boost/beast/http.hpp>
#include <boost/beast/websocket.hpp>

namespace dicechess::online {
namespace net = boost::asio;
namespace beast = boost::beast;
namespace http = boost::beast::http;
namespace websocket = boost::beast::websocket;
using Tcp = boost::asio::ip::tcp;
template <typename T>
using Task = boost::asio::awaitable<T>;

// One HTTP message read whole, its body at most `limit` bytes (error::body_limit beyond). http::async_read
// alone is not enough in Beast 1.74: its eager parse goes on into the body when the header and the first
// body bytes arrive in one read, and the header's body_limit error is overwritten (a 100 MB answer was
// read whole, now and then, under load). The header is therefore read on its own first: async_read_header
// parses without eagerness, so the header's body_limit error stands.
template <typename Stream, typename Parser>
Task<boost::system::error_code> readWithin(Stream& stream, beast::flat_buffer& buffer, Parser& parser,
                                           std::uint64_t limit) {
    boost::system::error_code ec;
    parser.body_limit(limit);
    co_await http::async_read_header(stream, buffer, parser, net::redirect_error(net::use_awaitable, ec));
    if (ec) co_return ec;
    co_await http::async_read(stream, buffer, parser, net::redirect_error(net::use_awaitable, ec));
    co_return ec;
}
}  // namespace dicechess::online
