@media (device:ipad) { @media (device:iphone) { } }
