// vs_3_0: input registers read through the loop counter, v[aL], summing texcoord sets
vs_3_0
dcl_position v0
dcl_texcoord0 v1
dcl_texcoord1 v2
dcl_texcoord2 v3
dcl_position o0
dcl_texcoord0 o1
defi i0, 3, 1, 1, 0          // aL = 1, 2, 3
def c4, 0.0, 0.0, 0.0, 0.0
m4x4 o0, v0, c0
mov r0, c4
loop aL, i0
    add r0, r0, v[aL]
endloop
mov o1, r0
