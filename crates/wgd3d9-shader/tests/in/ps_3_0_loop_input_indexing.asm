// ps_3_0: loop aL, i# reading texcoord inputs through v[aL] (relative addressing of inputs)
ps_3_0
dcl_texcoord0 v0
dcl_texcoord1 v1
dcl_texcoord2 v2
dcl_texcoord3 v3
defi i0, 4, 0, 1, 0
def c0, 0.25, 0.0, 0.0, 0.0
mov r0, c0.y
loop aL, i0
    add r0, r0, v0[aL]
endloop
mul oC0, r0, c0.x
