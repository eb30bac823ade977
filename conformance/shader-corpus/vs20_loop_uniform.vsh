vs_2_0
dcl_position v0
dcl_color0 v1
dcl_texcoord0 v3
mov oPos, v0
mov r0, c0
loop aL, i2
add r0, r0, c[aL]
endloop
mul oD0, r0, c3.x
mov oT0, r0
