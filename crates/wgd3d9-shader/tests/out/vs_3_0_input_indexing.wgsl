struct Constants {
    c: array<vec4<f32>, 258>,
}

struct Output {
    @builtin(position) out0_: vec4<f32>,
    @location(0) out1_: vec4<f32>,
}

@group(0) @binding(0) 
var<uniform> consts: Constants;

@vertex 
fn main(@location(0) in0_: vec4<f32>, @location(1) in1_: vec4<f32>, @location(2) in2_: vec4<f32>, @location(3) in3_: vec4<f32>) -> Output {
    var v: array<vec4<f32>, 4> = array<vec4<f32>, 4>();
    var loop_count: i32;
    var loop_step: i32;
    var o0_: vec4<f32> = vec4<f32>();
    var r0_: vec4<f32> = vec4<f32>();
    var r1_: vec4<f32> = vec4<f32>();

    v[0] = in0_;
    v[1] = in1_;
    v[2] = in2_;
    v[3] = in3_;
    let _e15 = v[0];
    let _e18 = consts.c[0];
    let _e24 = v[0];
    let _e27 = consts.c[1];
    let _e33 = v[0];
    let _e36 = consts.c[2];
    let _e42 = v[0];
    let _e45 = consts.c[3];
    let _e53 = vec4<i32>(3i, 1i, 1i, 0i);
    loop_count = clamp(_e53.x, 0i, 255i);
    loop_step = _e53.z;
    o0_ = select(select(select(select(vec4<f32>(0f, 0f, 0f, 0f), vec4(dot(_e15, _e18)), vec4<bool>(true, false, false, false)), vec4(dot(_e24, _e27)), vec4<bool>(false, true, false, false)), vec4(dot(_e33, _e36)), vec4<bool>(false, false, true, false)), vec4(dot(_e42, _e45)), vec4<bool>(false, false, false, true));
    r0_ = vec4<f32>(0f, 0f, 0f, 0f);
    r1_ = select(vec4<f32>(0f, 0f, 0f, 0f), vec4(f32(_e53.y)), vec4<bool>(true, false, false, false));
    loop {
        let _e67 = loop_count;
        if (_e67 <= 0i) {
            break;
        }
        loop_count = (_e67 - 1i);
        let _e70 = r0_;
        let _e71 = r1_;
        let _e76 = v[(i32(_e71.x) + 0i)];
        let _e78 = loop_step;
        r0_ = (_e70 + _e76);
        r1_ = select(_e71, vec4((_e71.x + f32(_e78))), vec4<bool>(true, false, false, false));
    }
    let _e84 = r0_;
    let _e85 = o0_;
    let _e88 = consts.c[256];
    let _e91 = consts.c[257];
    return Output(select(_e85, ((_e85 * _e91) + (_e88 * _e85.wwww)), vec4<bool>(true, true, true, false)), _e84);
}
