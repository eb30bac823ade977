struct Constants {
    c: array<vec4<f32>, 257>,
}

struct Output {
    @builtin(position) out0_: vec4<f32>,
    @location(8) out1_: vec4<f32>,
}

@group(0) @binding(0) 
var<uniform> consts: Constants;

@vertex 
fn main(@location(0) in0_: vec4<f32>) -> Output {
    var r0_: vec4<f32> = vec4<f32>();
    var r1_: vec4<f32> = vec4<f32>();
    var o0_: vec4<f32> = vec4<f32>();
    var o1_: vec4<f32> = vec4<f32>();
    var v0_: vec4<f32> = vec4<f32>();
    var loop_count: i32;
    var loop_step: i32;

    v0_ = in0_;
    let _e13 = v0_;
    let _e16 = consts.c[0];
    let _e19 = o0_;
    o0_ = select(_e19, vec4(dot(_e13, _e16)), vec4<bool>(true, false, false, false));
    let _e22 = v0_;
    let _e25 = consts.c[1];
    let _e28 = o0_;
    o0_ = select(_e28, vec4(dot(_e22, _e25)), vec4<bool>(false, true, false, false));
    let _e31 = v0_;
    let _e34 = consts.c[2];
    let _e37 = o0_;
    o0_ = select(_e37, vec4(dot(_e31, _e34)), vec4<bool>(false, false, true, false));
    let _e40 = v0_;
    let _e43 = consts.c[3];
    let _e46 = o0_;
    o0_ = select(_e46, vec4(dot(_e40, _e43)), vec4<bool>(false, false, false, true));
    r0_ = vec4<f32>(0f, 0f, 0f, 0f);
    let _e53 = vec4<i32>(3i, 2i, -1i, 0i);
    loop_count = clamp(_e53.x, 0i, 255i);
    loop_step = _e53.z;
    let _e64 = r1_;
    r1_ = select(_e64, vec4(f32(_e53.y)), vec4<bool>(true, false, false, false));
    loop {
        let _e66 = loop_count;
        if (_e66 <= 0i) {
            break;
        }
        loop_count = (_e66 - 1i);
        let _e71 = r0_;
        let _e73 = r1_;
        let _e77 = (i32(_e73.x) + 20i);
        let _e79 = consts.c[_e77];
        r0_ = (_e71 + select(_e79, vec4<f32>(0f, 0f, 0f, 0f), (_e77 == 4i)));
        let _e84 = loop_step;
        let _e86 = r1_;
        let _e90 = r1_;
        r1_ = select(_e90, vec4((_e86.x + f32(_e84))), vec4<bool>(true, false, false, false));
    }
    if false {
        let _e93 = r0_;
        let _e96 = consts.c[8];
        r0_ = (_e93 * _e96);
    }
    let _e98 = r0_;
    o1_ = _e98;
    let _e99 = o1_;
    o1_ = saturate(_e99);
    let _e101 = o0_;
    let _e104 = consts.c[256];
    let _e108 = o0_;
    o0_ = select(_e108, (_e101 + (_e104 * _e101.wwww)), vec4<bool>(true, true, true, false));
    let _e111 = o0_;
    let _e112 = o1_;
    return Output(_e111, _e112);
}
