vs_2_0
dcl_position v0
dcl_color0 v1
dcl_texcoord0 v3
def c60, 1, 2, 3, 4
defi i3, 2, 1, 2, 0
defb b5, true
mov oPos, v0
mov r0, c0
loop aL, i3
add r0, r0, c[aL + 58]
endloop
if b5
mul r0, r0, c1
endif
mov oD0, r0
mov oT0, r0
