enum PlaceholderAgentTestSupport {}
