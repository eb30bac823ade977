struct Constants {
    c: array<vec4<f32>, 258>,
}

struct Output {
    @builtin(position) out0_: vec4<f32>,
    @location(8) out1_: vec4<f32>,
}

@group(0) @binding(0) 
var<uniform> consts: Constants;

@vertex 
fn main(@location(0) in0_: vec4<f32>) -> Output {
    var loop_count: i32;
    var loop_step: i32;
    var v0_: vec4<f32> = vec4<f32>();
    var o1_: vec4<f32> = vec4<f32>();
    var o0_: vec4<f32> = vec4<f32>();
    var r0_: vec4<f32> = vec4<f32>();
    var r1_: vec4<f32> = vec4<f32>();

    let _e8 = consts.c[0];
    let _e15 = consts.c[1];
    let _e22 = consts.c[2];
    let _e29 = consts.c[3];
    let _e38 = vec4<i32>(3i, 2i, -1i, 0i);
    loop_count = clamp(_e38.x, 0i, 255i);
    loop_step = _e38.z;
    v0_ = in0_;
    o1_ = vec4<f32>(1f, 1f, 1f, 1f);
    o0_ = select(select(select(select(vec4<f32>(0f, 0f, 0f, 0f), vec4(dot(in0_, _e8)), vec4<bool>(true, false, false, false)), vec4(dot(in0_, _e15)), vec4<bool>(false, true, false, false)), vec4(dot(in0_, _e22)), vec4<bool>(false, false, true, false)), vec4(dot(in0_, _e29)), vec4<bool>(false, false, false, true));
    r0_ = vec4<f32>(0f, 0f, 0f, 0f);
    r1_ = select(vec4<f32>(0f, 0f, 0f, 0f), vec4(f32(_e38.y)), vec4<bool>(true, false, false, false));
    loop {
        let _e54 = loop_count;
        if (_e54 <= 0i) {
            break;
        }
        loop_count = (_e54 - 1i);
        let _e58 = r0_;
        let _e60 = r1_;
        let _e64 = (i32(_e60.x) + 20i);
        let _e66 = consts.c[_e64];
        let _e71 = loop_step;
        r0_ = (_e58 + select(_e66, vec4<f32>(0f, 0f, 0f, 0f), (_e64 == 4i)));
        r1_ = select(_e60, vec4((_e60.x + f32(_e71))), vec4<bool>(true, false, false, false));
    }
    if false {
        let _e78 = r0_;
        let _e81 = consts.c[8];
        r0_ = (_e78 * _e81);
    }
    let _e83 = r0_;
    let _e85 = o0_;
    let _e88 = consts.c[256];
    let _e91 = consts.c[257];
    return Output(select(_e85, ((_e85 * _e91) + (_e88 * _e85.wwww)), vec4<bool>(true, true, true, false)), saturate(_e83));
}
