vs_2_0
dcl_position v0
dcl_color0 v1
dcl_texcoord0 v3
defi i5, 4, 0, 1, 0
mov oPos, v0
mov r0, c0
mov r1, c0
loop aL, i5
add r0, r0, c[aL + 10]
mul r1, r1, c1
endloop
mul oD0, r0, c2.x
mov oT0, r1
