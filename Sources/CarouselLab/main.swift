import CarouselLabCore
print("Carousel Lab")
