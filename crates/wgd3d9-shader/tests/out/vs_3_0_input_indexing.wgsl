struct Constants {
    c: array<vec4<f32>, 266>,
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
    let _e16 = v[0];
    let _e18 = consts.c[0];
    let _e24 = v[0];
    let _e26 = consts.c[1];
    let _e32 = v[0];
    let _e34 = consts.c[2];
    let _e40 = v[0];
    let _e42 = consts.c[3];
    let _e50 = vec4<i32>(3i, 1i, 1i, 0i);
    loop_count = clamp(_e50.x, 0i, 255i);
    loop_step = _e50.z;
    o0_ = select(select(select(select(vec4<f32>(0f, 0f, 0f, 0f), vec4(dot(_e16, _e18)), vec4<bool>(true, false, false, false)), vec4(dot(_e24, _e26)), vec4<bool>(false, true, false, false)), vec4(dot(_e32, _e34)), vec4<bool>(false, false, true, false)), vec4(dot(_e40, _e42)), vec4<bool>(false, false, false, true));
    r0_ = vec4<f32>(0f, 0f, 0f, 0f);
    r1_ = select(vec4<f32>(0f, 0f, 0f, 0f), vec4(f32(_e50.y)), vec4<bool>(true, false, false, false));
    loop {
        let _e64 = loop_count;
        if (_e64 <= 0i) {
            break;
        }
        loop_count = (_e64 - 1i);
        let _e67 = r0_;
        let _e68 = r1_;
        let _e73 = v[(i32(_e68.x) + 0i)];
        let _e75 = loop_step;
        r0_ = (_e67 + _e73);
        r1_ = select(_e68, vec4((_e68.x + f32(_e75))), vec4<bool>(true, false, false, false));
    }
    let _e81 = r0_;
    let _e82 = o0_;
    let _e84 = consts.c[256];
    let _e86 = consts.c[257];
    return Output(select(_e82, ((_e82 * _e86) + (_e84 * _e82.wwww)), vec4<bool>(true, true, true, false)), _e81);
}
