#pragma once

#include <string>

#include <boost/asio/ssl.hpp>
#include <boost/beast/ssl.hpp>

#include "online/asio.h"

namespace dicechess::online {

namespace ssl = boost::asio::ssl;
using TlsStream = beast::ssl_stream<beast::tcp_stream>;

// A client context that verifies the server's certificate against the system's store and the PEM
// certificates of `caFile` (none when empty); the error names the file that cannot be read.
boost::system::error_code trustForClient(ssl::context& context, const std::string& caFile);
// The stream's server name: sent as SNI and required of the certificate. False when OpenSSL refuses it.
bool expectHost(TlsStream& stream, const std::string& host);

}  // namespace dicechess::online
