vs_2_0
dcl_position v0
dcl_color0 v1
dcl_texcoord0 v3
defi i4, 3, 5, 2, 0
mov oPos, v0
mov r0, c0
loop aL, i4
add r0, r0, c[aL + 1]
endloop
mov oD0, r0
mov oT0, r0.wzyx
