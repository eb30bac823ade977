vs_2_x
dcl_position v0
dcl_color0 v1
dcl_texcoord0 v3
defi i9, 4, 0, 1, 0
mov oPos, v0
mov r0, c0
mov r1, c0
loop aL, i9
add r0, r0, c1
break_ge r0.x, v3.x
add r1, r1, c2
endloop
rep i9
add r1, r1, c3
break
endrep
mov oD0, r0
mov oT0, r1
