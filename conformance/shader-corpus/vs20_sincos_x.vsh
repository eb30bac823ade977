vs_2_0
dcl_position v0
dcl_color0 v1
dcl_texcoord0 v3
def c50, -0.0000015500992, -0.000021701389, 0.0026041667, 0.00026041668
def c51, -0.020833334, -0.12500000, 1.0, 0.50000000
mov oPos, v0
mov r0, c1
sincos r0.x, v3.x, c50, c51
sincos r0.y, v3.y, c50, c51
mov oD0, r0
mov oT0, r0
